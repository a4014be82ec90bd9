import { ART_SIZES, type ArtFormat, type Artwork, type Motif } from './artworks.js';

/** Motifs are drawn in a 100 x 100 box centred on 0,0 and placed by a transform. */
function motifShapes(motif: Motif, accent: string): string {
  const line = `fill="none" stroke="${accent}" stroke-linecap="round" stroke-linejoin="round"`;
  switch (motif) {
    case 'coins':
      return [
        `<ellipse cx="-14" cy="30" rx="30" ry="9" fill="${accent}" opacity="0.45"/>`,
        `<ellipse cx="-14" cy="22" rx="30" ry="9" fill="${accent}" opacity="0.6"/>`,
        `<ellipse cx="-14" cy="14" rx="30" ry="9" fill="${accent}" opacity="0.75"/>`,
        `<circle cx="12" cy="-8" r="34" fill="${accent}"/>`,
        `<circle cx="12" cy="-8" r="26" fill="none" stroke="#0f172a" stroke-width="3" opacity="0.35"/>`,
        // A sparkle rather than a currency glyph: fonts without "₿" would draw an empty box.
        '<polygon points="12,-30 17,-13 34,-8 17,-3 12,14 7,-3 -10,-8 7,-13" fill="#0f172a" opacity="0.45"/>',
      ].join('');
    case 'chips':
      return [
        `<circle cx="-12" cy="8" r="32" fill="${accent}" opacity="0.5"/>`,
        `<circle cx="10" cy="-6" r="36" fill="${accent}"/>`,
        `<circle cx="10" cy="-6" r="30" fill="none" stroke="#ffffff" stroke-width="7" stroke-dasharray="9 7"/>`,
        `<circle cx="10" cy="-6" r="18" fill="#0f172a" opacity="0.3"/>`,
      ].join('');
    case 'dice':
      return [
        `<g transform="rotate(-14 -16 6)"><rect x="-46" y="-24" width="58" height="58" rx="11" fill="#ffffff"/>`,
        `<circle cx="-31" cy="-9" r="5" fill="#0f172a"/><circle cx="-17" cy="5" r="5" fill="#0f172a"/>`,
        `<circle cx="-3" cy="19" r="5" fill="#0f172a"/></g>`,
        `<g transform="rotate(12 22 -10)"><rect x="-4" y="-38" width="52" height="52" rx="10" fill="${accent}"/>`,
        `<circle cx="9" cy="-25" r="4.5" fill="#0f172a"/><circle cx="35" cy="-25" r="4.5" fill="#0f172a"/>`,
        `<circle cx="9" cy="1" r="4.5" fill="#0f172a"/><circle cx="35" cy="1" r="4.5" fill="#0f172a"/></g>`,
      ].join('');
    case 'lightning':
      return [
        `<circle r="44" fill="${accent}" opacity="0.18"/>`,
        `<polygon points="8,-46 -26,6 -4,6 -12,46 26,-10 4,-10" fill="${accent}"/>`,
      ].join('');
    case 'shield':
      return [
        `<path d="M0,-46 L38,-32 L38,2 C38,26 20,40 0,48 C-20,40 -38,26 -38,2 L-38,-32 Z" fill="${accent}"/>`,
        '<path d="M-16,2 L-4,14 L18,-12" fill="none" stroke="#0f172a" stroke-linecap="round" stroke-linejoin="round" stroke-width="8"/>',
      ].join('');
    case 'crown':
      return [
        `<polygon points="-42,28 -46,-22 -20,2 0,-34 20,2 46,-22 42,28" fill="${accent}"/>`,
        `<rect x="-42" y="30" width="84" height="12" rx="4" fill="${accent}" opacity="0.8"/>`,
        `<circle cx="-46" cy="-26" r="6" fill="#ffffff"/><circle cx="0" cy="-38" r="6" fill="#ffffff"/>`,
        `<circle cx="46" cy="-26" r="6" fill="#ffffff"/>`,
      ].join('');
    case 'rocket':
      return [
        `<path d="M-46,40 L46,40 M-46,40 L-46,-46" ${line} stroke-width="3" opacity="0.5"/>`,
        `<path d="M-44,36 C-10,34 14,20 40,-36" ${line} stroke-width="7"/>`,
        `<polygon points="44,-46 30,-30 48,-26" fill="${accent}"/>`,
      ].join('');
    case 'clock':
      return [
        `<circle r="40" fill="none" stroke="${accent}" stroke-width="8"/>`,
        `<path d="M0,-24 L0,0 L18,10" ${line} stroke-width="7"/>`,
        `<polygon points="30,-44 46,-30 26,-26" fill="${accent}"/>`,
      ].join('');
  }
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

interface Layout {
  motif: { x: number; y: number; size: number };
  text?: { x: number; y: number; anchor: 'start' | 'middle'; headline: number; caption: number };
}

/** Where each format puts its motif and words: portrait art stacks, wide art sits side by side. */
function layoutOf(format: ArtFormat, hasWords: boolean): Layout {
  switch (format) {
    case 'promotion':
      return {
        motif: { x: 140, y: hasWords ? 128 : 175, size: 150 },
        text: { x: 140, y: 272, anchor: 'middle', headline: 54, caption: 22 },
      };
    case 'slide':
      return {
        motif: { x: 900, y: 200, size: 290 },
        text: { x: 96, y: 214, anchor: 'start', headline: 128, caption: 44 },
      };
    case 'banner':
      return {
        motif: { x: 620, y: 150, size: 210 },
        text: { x: 56, y: 162, anchor: 'start', headline: 92, caption: 32 },
      };
    case 'post':
      return { motif: { x: 600, y: 315, size: 360 } };
  }
}

const FONT = 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

/** Shrinks a line that would not fit 85% of the width (a bold glyph is about 0.62 em wide). */
function fitFontSize(line: string, preferred: number, width: number): number {
  const fitting = Math.floor((width * 0.85) / (line.length * 0.62));
  return Math.min(preferred, fitting);
}

/** Draws one artwork as a self-contained SVG document (no scripts, no external references). */
export function renderArtwork(name: string, art: Artwork): string {
  const { width, height } = ART_SIZES[art.format];
  const [from, to, accent] = art.palette;
  const layout = layoutOf(art.format, Boolean(art.headline));
  const { motif } = layout;
  const rings = [0.55, 0.8, 1.05]
    .map(
      (scale) =>
        `<circle cx="${motif.x}" cy="${motif.y}" r="${Math.round(motif.size * scale)}" fill="none" stroke="${accent}" stroke-opacity="0.08" stroke-width="2"/>`,
    )
    .join('');
  const words =
    art.headline && layout.text
      ? [
          `<text x="${layout.text.x}" y="${layout.text.y}" text-anchor="${layout.text.anchor}" font-family="${FONT}" font-size="${layout.text.headline}" font-weight="800" fill="#ffffff">${escapeXml(art.headline)}</text>`,
          art.caption
            ? `<text x="${layout.text.x}" y="${layout.text.y + layout.text.caption * 1.7}" text-anchor="${layout.text.anchor}" font-family="${FONT}" font-size="${fitFontSize(art.caption, layout.text.caption, width)}" font-weight="700" fill="${accent}" letter-spacing="1">${escapeXml(art.caption)}</text>`
            : '',
        ].join('')
      : '';
  const id = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    '<defs>',
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="${id}-glow"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>`,
    `<circle cx="${motif.x}" cy="${motif.y}" r="${Math.round(motif.size * 0.9)}" fill="url(#${id}-glow)"/>`,
    rings,
    `<g transform="translate(${motif.x} ${motif.y}) scale(${motif.size / 100})" font-family="${FONT}">${motifShapes(art.motif, accent)}</g>`,
    words,
    '</svg>',
  ].join('');
}
