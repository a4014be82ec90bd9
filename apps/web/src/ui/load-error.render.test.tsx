import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { createI18n } from '../i18n/create-i18n';
import { LoadErrorLine, LoadErrorPanel } from './load-error';

const i18n = createI18n();

function render(node: ReactNode): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme} noSsr>
        {node}
      </ThemeProvider>
    </I18nextProvider>,
  ).replaceAll('<!-- -->', '');
}

const retry = () => {};

describe('LoadErrorLine', () => {
  it('says what failed and offers to try again', () => {
    const html = render(<LoadErrorLine message="The games could not load." onRetry={retry} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('The games could not load.');
    expect(html).toContain('Try again');
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('cannot be pressed again while the new attempt is on its way', () => {
    const html = render(<LoadErrorLine message="Failed." onRetry={retry} retrying />);
    expect(html).toMatch(/<button[^>]*disabled/);
  });

  it('has no button without a way to retry', () => {
    const html = render(<LoadErrorLine message="Failed." />);
    expect(html).toContain('Failed.');
    expect(html).not.toContain('<button');
  });
});

describe('LoadErrorPanel', () => {
  it('shows the title, the message and the retry button', () => {
    const html = render(
      <LoadErrorPanel
        title="Sessions unavailable"
        message="Check your connection."
        onRetry={retry}
      />,
    );
    expect(html).toContain('Sessions unavailable');
    expect(html).toContain('Check your connection.');
    expect(html).toContain('Try again');
  });

  it('leaves out the title and the button when not given', () => {
    const html = render(<LoadErrorPanel message="Levels could not load." />);
    expect(html).toContain('Levels could not load.');
    expect(html).not.toContain('MuiAlertTitle');
    expect(html).not.toContain('<button');
  });
});
