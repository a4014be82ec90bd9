import { createHash } from 'node:crypto';
import {
  GAME_THUMB_SIZE,
  type GameArtMotif,
  PROVIDER_LOGO_SIZE,
  type ProviderArtStyle,
} from '@satsino/contract/catalogue';
import { MOTIF_PALETTES, motifShapes, type Palette } from './motif-shapes.js';

/*
 * The catalogue's art, drawn in code (DESIGN §9): a tile per game (SPEC §9: 210x160) and a logo
 * per studio (120x50). Each studio has one look (frame, background, lettering) and each game its
 * own motif and palette inside it. Words are few and in a generic font family with a system
 * fallback; the game's localized name is shown by the web beside the art.
 */

/** Bump when the drawings change: every art URL carries a revision, so caches refresh. */
const ART_REVISION = 3;

/** A short digest of what a drawing depends on, for its URL and its ETag. */
export function artRevision(inputs: readonly string[]): string {
  return createHash('sha256')
    .update(`${ART_REVISION}\u0000${inputs.join('\u0000')}`)
    .digest('base64url')
    .slice(0, 10);
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const SANS = "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

/** Tiles keep their titles short enough to fit: longer names are cut at a word. */
function fitTitle(title: string, maxChars: number): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > 6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const { width: W, height: H } = GAME_THUMB_SIZE;

interface StyleParts {
  /** Background, drawn first. */
  backdrop: string;
  /** Where the motif sits and how big (the motif box is 100 x 100). */
  motif: { x: number; y: number; scale: number };
  /** Frame and title, drawn over the motif. */
  overlay: (title: string) => string;
}

function originals(p: Palette, id: string): StyleParts {
  const grid = Array.from({ length: 11 }, (_, i) => `M${i * 21},0 L${i * 21},${H}`)
    .concat(Array.from({ length: 8 }, (_, i) => `M0,${i * 21} L${W},${i * 21}`))
    .join(' ');
  return {
    backdrop: [
      `<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
      `<radialGradient id="${id}glow" cx="0.5" cy="0.42" r="0.45"><stop offset="0" stop-color="${p.second}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.second}" stop-opacity="0"/></radialGradient>`,
      `<rect width="${W}" height="${H}" fill="url(#${id}bg)"/>`,
      `<path d="${grid}" stroke="#ffffff" stroke-opacity="0.07" stroke-width="1"/>`,
      `<rect width="${W}" height="${H}" fill="url(#${id}glow)"/>`,
    ].join(''),
    motif: { x: 105, y: 66, scale: 0.92 },
    overlay: (title) =>
      [
        `<rect x="0" y="${H - 38}" width="${W}" height="38" fill="#000000" opacity="0.28"/>`,
        `<rect x="14" y="${H - 27}" width="4" height="16" rx="2" fill="${p.second}"/>`,
        `<text x="25" y="${H - 13}" font-family="${SANS}" font-size="16" font-weight="800" letter-spacing="1.2" fill="#ffffff">${escapeXml(fitTitle(title.toUpperCase(), 16))}</text>`,
        `<polygon points="${W - 22},10 ${W - 12},15 ${W - 12},27 ${W - 22},32 ${W - 32},27 ${W - 32},15" fill="none" stroke="${p.second}" stroke-width="2"/>`,
        `<circle cx="${W - 22}" cy="21" r="3" fill="${p.second}"/>`,
      ].join(''),
  };
}

function velvet(p: Palette, id: string): StyleParts {
  const corner = (x: number, y: number) =>
    `<polygon points="${x},${y - 5} ${x + 5},${y} ${x},${y + 5} ${x - 5},${y}" fill="#e6c36a"/>`;
  return {
    backdrop: [
      `<radialGradient id="${id}felt" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${p.to}"/><stop offset="1" stop-color="${p.from}"/></radialGradient>`,
      `<rect width="${W}" height="${H}" fill="url(#${id}felt)"/>`,
      `<ellipse cx="105" cy="64" rx="62" ry="50" fill="#000000" opacity="0.18"/>`,
    ].join(''),
    motif: { x: 105, y: 62, scale: 0.86 },
    overlay: (title) =>
      [
        `<rect x="6" y="6" width="${W - 12}" height="${H - 12}" rx="6" fill="none" stroke="#e6c36a" stroke-width="1.6"/>`,
        `<rect x="10" y="10" width="${W - 20}" height="${H - 20}" rx="4" fill="none" stroke="#e6c36a" stroke-opacity="0.45" stroke-width="0.8"/>`,
        corner(6, 6),
        corner(W - 6, 6),
        corner(6, H - 6),
        corner(W - 6, H - 6),
        `<path d="M48,${H - 33} L162,${H - 33}" stroke="#e6c36a" stroke-opacity="0.6" stroke-width="0.8"/>`,
        `<text x="105" y="${H - 16}" text-anchor="middle" font-family="${SERIF}" font-size="16" font-style="italic" font-weight="700" fill="#f5dc95">${escapeXml(fitTitle(title, 20))}</text>`,
      ].join(''),
  };
}

function reelforge(p: Palette, id: string): StyleParts {
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a0 = (i / 16) * Math.PI * 2;
    const a1 = ((i + 0.5) / 16) * Math.PI * 2;
    const r = 190;
    const point = (a: number) =>
      `${(105 + Math.cos(a) * r).toFixed(1)},${(64 + Math.sin(a) * r).toFixed(1)}`;
    return `<polygon points="105,64 ${point(a0)} ${point(a1)}" fill="#ffffff" opacity="0.07"/>`;
  }).join('');
  return {
    backdrop: [
      `<radialGradient id="${id}sun" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="${p.to}"/><stop offset="1" stop-color="${p.from}"/></radialGradient>`,
      `<rect width="${W}" height="${H}" fill="url(#${id}sun)"/>`,
      rays,
    ].join(''),
    motif: { x: 105, y: 62, scale: 0.98 },
    overlay: (title) =>
      [
        `<rect x="3" y="3" width="${W - 6}" height="${H - 6}" rx="12" fill="none" stroke="${p.second}" stroke-width="3"/>`,
        `<rect x="22" y="${H - 40}" width="${W - 44}" height="28" rx="14" fill="${p.from}" opacity="0.88" stroke="${p.second}" stroke-width="2"/>`,
        `<text x="105" y="${H - 20.5}" text-anchor="middle" font-family="${SANS}" font-size="15" font-weight="900" letter-spacing="0.6" fill="#ffffff">${escapeXml(fitTitle(title.toUpperCase(), 15))}</text>`,
      ].join(''),
  };
}

function spotlight(p: Palette, id: string): StyleParts {
  return {
    backdrop: [
      `<linearGradient id="${id}stage" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
      `<linearGradient id="${id}beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.38"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`,
      `<rect width="${W}" height="${H}" fill="url(#${id}stage)"/>`,
      `<polygon points="0,0 28,0 120,${H} 60,${H}" fill="url(#${id}beam)"/>`,
      `<polygon points="${W},0 ${W - 28},0 90,${H} 150,${H}" fill="url(#${id}beam)"/>`,
      `<ellipse cx="105" cy="118" rx="80" ry="14" fill="#000000" opacity="0.3"/>`,
    ].join(''),
    motif: { x: 105, y: 64, scale: 0.9 },
    overlay: (title) =>
      [
        ...[18, 40, 170, 192].map(
          (x, i) => `<circle cx="${x}" cy="${i % 2 ? 24 : 14}" r="2" fill="#fde68a"/>`,
        ),
        `<text x="105" y="${H - 14}" text-anchor="middle" font-family="${SANS}" font-size="16" font-weight="800" fill="#ffffff">${escapeXml(fitTitle(title, 20))}</text>`,
        `<rect x="75" y="${H - 8}" width="60" height="3" rx="1.5" fill="${p.second}"/>`,
      ].join(''),
  };
}

const STYLES: Record<ProviderArtStyle, (p: Palette, id: string) => StyleParts> = {
  originals,
  velvet,
  reelforge,
  spotlight,
};

/** Glow for the neon motif; harmless for the others. */
const FILTERS =
  '<filter id="glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="2.2" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>';

/** A game's tile: its studio's look, its own motif and palette, and a short title. */
export function renderGameThumb(art: {
  style: ProviderArtStyle;
  motif: GameArtMotif;
  title: string;
}): string {
  const palette = MOTIF_PALETTES[art.motif];
  // Ids are per drawing so that several inline SVGs on one page never share a gradient.
  const id = `g${artRevision([art.style, art.motif, art.title]).replace(/[^a-zA-Z0-9]/g, '')}`;
  const parts = STYLES[art.style](palette, id);
  const { x, y, scale } = parts.motif;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(art.title)}">`,
    `<defs>${FILTERS}</defs>`,
    parts.backdrop,
    `<g transform="translate(${x} ${y}) scale(${scale})">${motifShapes(art.motif, palette)}</g>`,
    parts.overlay(art.title),
    '</svg>',
  ].join('');
}

const { width: LW, height: LH } = PROVIDER_LOGO_SIZE;

/** Each studio's emblem, in a 30 x 30 box at 0,0, and its lettering colours. */
const LOGO_LOOKS: Record<
  ProviderArtStyle,
  { from: string; to: string; ink: string; accent: string; font: string; emblem: string }
> = {
  originals: {
    from: '#0f172a',
    to: '#1e293b',
    ink: '#f8fafc',
    accent: '#22c55e',
    font: SANS,
    emblem:
      '<polygon points="15,1 27,8 27,22 15,29 3,22 3,8" fill="none" stroke="#22c55e" stroke-width="3"/><circle cx="15" cy="15" r="5" fill="#22c55e"/>',
  },
  velvet: {
    from: '#3b0716',
    to: '#14532d',
    ink: '#f5dc95',
    accent: '#e6c36a',
    font: SERIF,
    emblem:
      '<circle cx="15" cy="15" r="13" fill="none" stroke="#e6c36a" stroke-width="2"/><circle cx="15" cy="15" r="9" fill="none" stroke="#e6c36a" stroke-width="3" stroke-dasharray="3 3"/><path d="M15,8 C9,14 10,19 13,19 L12,22 L18,22 L17,19 C20,19 21,14 15,8 Z" fill="#e6c36a"/>',
  },
  reelforge: {
    from: '#7c2d12',
    to: '#db2777',
    ink: '#ffffff',
    accent: '#fde047',
    font: SANS,
    emblem:
      '<rect x="1" y="4" width="28" height="22" rx="5" fill="#fde047"/><rect x="4" y="8" width="6" height="14" rx="2" fill="#7c2d12"/><rect x="12" y="8" width="6" height="14" rx="2" fill="#7c2d12"/><rect x="20" y="8" width="6" height="14" rx="2" fill="#7c2d12"/><circle cx="7" cy="15" r="1.8" fill="#fde047"/><circle cx="15" cy="15" r="1.8" fill="#fde047"/><circle cx="23" cy="15" r="1.8" fill="#fde047"/>',
  },
  spotlight: {
    from: '#2a0845',
    to: '#6d28d9',
    ink: '#ffffff',
    accent: '#facc15',
    font: SANS,
    emblem:
      '<polygon points="15,1 18.5,10.5 28.5,11 20.5,17.5 23.5,27.5 15,21.5 6.5,27.5 9.5,17.5 1.5,11 11.5,10.5" fill="#facc15"/>',
  },
};

/** A studio's logo: its emblem and name in its own lettering, first word large. */
export function renderProviderLogo(art: { style: ProviderArtStyle; name: string }): string {
  const look = LOGO_LOOKS[art.style];
  const [first = '', ...rest] = art.name.trim().split(/\s+/);
  const second = rest.join(' ');
  const id = `p${artRevision([art.style, art.name]).replace(/[^a-zA-Z0-9]/g, '')}`;
  const big = fitTitle(first, 11);
  const fontSize = Math.min(15, Math.floor(150 / Math.max(big.length, 6)));
  const words = second
    ? [
        `<text x="42" y="24" font-family="${look.font}" font-size="${fontSize}" font-weight="800" fill="${look.ink}">${escapeXml(big)}</text>`,
        `<text x="42" y="37" font-family="${SANS}" font-size="8" font-weight="700" letter-spacing="1.6" fill="${look.accent}">${escapeXml(fitTitle(second.toUpperCase(), 14))}</text>`,
      ].join('')
    : `<text x="42" y="30" font-family="${look.font}" font-size="${fontSize}" font-weight="800" fill="${look.ink}">${escapeXml(big)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LW}" height="${LH}" viewBox="0 0 ${LW} ${LH}" role="img" aria-label="${escapeXml(art.name)}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>`,
    `<rect width="${LW}" height="${LH}" rx="8" fill="url(#${id})"/>`,
    `<g transform="translate(7 10)">${look.emblem}</g>`,
    words,
    '</svg>',
  ].join('');
}
