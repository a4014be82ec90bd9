import { describe, expect, it } from 'vitest';
import { ARTWORK_NAMES, ARTWORKS } from './artworks.js';
import { escapeXml, renderArtwork } from './svg.js';

describe('generated art', () => {
  it('draws every artwork as a self-contained SVG of its format', () => {
    for (const name of ARTWORK_NAMES) {
      const svg = renderArtwork(name, ARTWORKS[name]);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), name).toBe(true);
      expect(svg.endsWith('</svg>'), name).toBe(true);
      expect(svg, name).not.toMatch(/<script|href=|url\((?!#)/i);
    }
    expect(renderArtwork('promo-welcome', ARTWORKS['promo-welcome'])).toContain('width="280"');
  });

  it('escapes text so a headline cannot break out of the document', () => {
    expect(escapeXml('<a href="x">&\'')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});
