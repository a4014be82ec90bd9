import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n';
import { theme } from '../theme';
import { LoadingBar } from './loading-bar';
import type { LoadingBarState, LoadingBarStore } from './loading-bar-store';

const i18n = createI18n();

/** The bar drawn for a store that stays in `state`. */
function render(state: LoadingBarState): string {
  const store: LoadingBarStore = {
    begin: () => {},
    end: () => {},
    getState: () => state,
    subscribe: () => () => {},
  };
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme} noSsr>
        <LoadingBar store={store} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  // The theme's own variables, drawn with any tree, are not the bar's.
  const bar = html.replace(/<style data-emotion="css-global[^>]*>.*?<\/style>/g, '');
  return bar;
}

describe('LoadingBar', () => {
  it('draws nothing while nothing loads', () => {
    expect(render({ phase: 'hidden' })).toBe('');
  });

  it('grows by a CSS animation to 90 % over the five seconds of SPEC §9, and not with reduced motion', () => {
    const html = render({ phase: 'loading', shownAtMs: 1_000 });
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('data-phase="loading"');
    expect(html).toMatch(
      /@keyframes loading-bar-grow\{from\{[^}]*;transform:scaleX\(0\);\}to\{[^}]*;transform:scaleX\(0\.9\);\}\}/,
    );
    expect(html).toContain('animation:loading-bar-grow 5000ms linear forwards');
    expect(html).toMatch(
      /@media \(prefers-reduced-motion: reduce\)\{[^{]*\{[^}]*;animation:none;[^}]*;transform:scaleX\(0\.9\);\}/,
    );
  });

  it('is full when done, green, or red when the load failed', () => {
    const done = render({ phase: 'finished', failed: false });
    expect(done).toContain('data-phase="finished"');
    expect(done).toContain('transform:scaleX(1)');
    expect(done).not.toContain('animation:');
    const failed = render({ phase: 'finished', failed: true });
    expect(done).toContain('background-color:var(--mui-palette-success-main)');
    expect(failed).toContain('background-color:var(--mui-palette-error-main)');
  });
});
