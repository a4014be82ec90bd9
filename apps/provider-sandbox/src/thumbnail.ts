import { createHash } from 'node:crypto';
import type { SandboxGame } from './feed.js';

/*
 * Thumbnails drawn on request: a 210×160 SVG (the lobby's tile size, SPEC §9) with the studio's
 * colours, a gradient and shapes chosen by the game code's hash, and the game's name. No
 * scripts, no external references: the casino downloads it once and serves it itself.
 */

export const THUMBNAIL_WIDTH = 210;
export const THUMBNAIL_HEIGHT = 160;

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** At most two lines of about `width` characters; a longer name ends with an ellipsis. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  return [lines[0] ?? '', `${(lines[1] ?? '').slice(0, width - 1)}…`];
}

function shapes(bytes: Buffer, hue: number): string {
  const variant = (bytes[0] ?? 0) % 4;
  const parts: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const x = ((bytes[1 + index] ?? 0) / 255) * THUMBNAIL_WIDTH;
    const y = ((bytes[7 + index] ?? 0) / 255) * THUMBNAIL_HEIGHT;
    const size = 10 + ((bytes[13 + index] ?? 0) % 40);
    const fill = `hsla(${(hue + index * 37) % 360},85%,70%,0.35)`;
    if (variant === 0) {
      parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size}" fill="${fill}"/>`);
    } else if (variant === 1) {
      parts.push(
        `<rect x="${(x - size / 2).toFixed(1)}" y="${(y - size / 2).toFixed(1)}" width="${size}" height="${size}" transform="rotate(45 ${x.toFixed(1)} ${y.toFixed(1)})" fill="${fill}"/>`,
      );
    } else if (variant === 2) {
      parts.push(
        `<polygon points="${x.toFixed(1)},${(y - size).toFixed(1)} ${(x + size).toFixed(1)},${(y + size).toFixed(1)} ${(x - size).toFixed(1)},${(y + size).toFixed(1)}" fill="${fill}"/>`,
      );
    } else {
      parts.push(
        `<rect x="0" y="${y.toFixed(1)}" width="${THUMBNAIL_WIDTH}" height="${size / 3}" fill="${fill}"/>`,
      );
    }
  }
  return parts.join('');
}

export function thumbnailSvg(game: SandboxGame): string {
  const bytes = createHash('sha256').update(game.game_code).digest();
  const hueFrom = (game.hue + ((bytes[20] ?? 0) % 50)) % 360;
  const hueTo = (hueFrom + 40 + ((bytes[21] ?? 0) % 120)) % 360;
  const lines = wrap(game.name, 18);
  const firstY = lines.length === 1 ? 92 : 80;
  const title = lines
    .map(
      (line, index) =>
        `<text x="105" y="${firstY + index * 24}" text-anchor="middle" font-family="sans-serif" font-size="19" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const badge = game.live
    ? '<rect x="8" y="8" width="40" height="18" rx="4" fill="#e53935"/><text x="28" y="21" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="700" fill="#fff">LIVE</text>'
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueFrom},70%,38%)"/><stop offset="1" stop-color="hsl(${hueTo},75%,22%)"/></linearGradient></defs>`,
    `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="url(#g)"/>`,
    shapes(bytes, hueFrom),
    '<rect y="52" width="210" height="66" fill="rgba(0,0,0,0.28)"/>',
    title,
    `<text x="105" y="146" text-anchor="middle" font-family="sans-serif" font-size="11" fill="rgba(255,255,255,0.85)">${escapeXml(game.studio)}</text>`,
    badge,
    '</svg>',
  ].join('');
}
