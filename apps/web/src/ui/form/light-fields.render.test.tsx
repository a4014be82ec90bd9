import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { LightSearchField, LightSelectField } from './light-fields';

const render = (node: ReactNode) =>
  renderToString(
    <ThemeProvider theme={theme} noSsr>
      {node}
    </ThemeProvider>,
  );

/** The first opening tag named `tag` that contains `marker`. */
const tagWith = (html: string, tag: string, marker = '') => {
  const found = new RegExp(`<${tag}\\b[^>]*${marker}[^>]*>`).exec(html);
  expect(found, `<${tag} … ${marker}>`).not.toBeNull();
  return found?.[0] ?? '';
};
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

const noop = () => {};

describe('LightSearchField', () => {
  it('is a search box named by its label, without a hint until one applies', () => {
    const html = render(
      <LightSearchField label="Search games" value="fr" onChange={noop} maxLength={40} />,
    );
    const input = tagWith(html, 'input', 'type="search"');
    const label = tagWith(html, 'label');
    expect(attribute(label, 'for')).toBe(attribute(input, 'id'));
    expect(html).toContain('>Search games<');
    expect(input).toContain('value="fr"');
    expect(input).toContain('maxLength="40"');
    expect(input).toContain('enterKeyHint="search"');
    expect(input).not.toContain('aria-describedby');
  });

  it('points the box to its hint', () => {
    const html = render(
      <LightSearchField label="Search" value="f" onChange={noop} maxLength={40} hint="2 or more" />,
    );
    const hintId = attribute(tagWith(html, 'input', 'type="search"'), 'aria-describedby');
    expect(hintId).toBeDefined();
    expect(tagWith(html, 'p', `id="${hintId}"`)).toBeTruthy();
    expect(html).toContain('>2 or more</p>');
  });
});

describe('LightSelectField', () => {
  const options = [
    { value: '', label: 'All providers' },
    { value: 'reelforge', label: 'Reelforge' },
  ];

  it('is a native select named by its label, its value the selected option', () => {
    const html = render(
      <LightSelectField label="Provider" value="reelforge" onChange={noop} options={options} />,
    );
    const select = tagWith(html, 'select');
    expect(attribute(tagWith(html, 'label'), 'for')).toBe(attribute(select, 'id'));
    expect(tagWith(html, 'option', 'value="reelforge"')).toContain('selected');
    expect(tagWith(html, 'option', 'value=""')).not.toContain('selected');
    expect(html).toContain('>All providers</option>');
  });

  it('can be disabled', () => {
    const html = render(
      <LightSelectField label="Provider" value="" onChange={noop} options={options} disabled />,
    );
    expect(tagWith(html, 'select')).toContain('disabled');
  });
});
