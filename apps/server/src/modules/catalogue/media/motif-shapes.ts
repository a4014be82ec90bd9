import type { GameArtMotif } from '@satsino/contract/catalogue';

/** The colours one game's art is drawn with: background from → to, the motif's two colours. */
export interface Palette {
  from: string;
  to: string;
  main: string;
  second: string;
}

/*
 * Every motif is drawn in a 100 x 100 box centred on 0,0, from shapes only: no letters, so no
 * font can draw an empty box in the middle of a tile. The art file is a document of its own, so
 * its colours are literals here; the web app's components never carry colour literals.
 */

const INK = '#0b1020';
const WHITE = '#ffffff';

/** Each motif's colours: distinct per game, so a grid of tiles reads at a glance. */
export const MOTIF_PALETTES: Record<GameArtMotif, Palette> = {
  dice: { from: '#0b1a3a', to: '#1e40af', main: '#f8fafc', second: '#38bdf8' },
  limbo: { from: '#1e0b36', to: '#6d28d9', main: '#f0abfc', second: '#facc15' },
  rocket: { from: '#1f0a0a', to: '#b91c1c', main: '#f8fafc', second: '#fb923c' },
  bull: { from: '#0a1f14', to: '#15803d', main: '#fde047', second: '#f97316' },
  starship: { from: '#05142b', to: '#0e7490', main: '#a5f3fc', second: '#e879f9' },
  roulette: { from: '#052e16', to: '#166534', main: '#dc2626', second: '#fbbf24' },
  crown: { from: '#3b0716', to: '#881337', main: '#fbbf24', second: '#fde68a' },
  cards: { from: '#042f2e', to: '#0f766e', main: '#f8fafc', second: '#dc2626' },
  diamond: { from: '#0c0a1f', to: '#3730a3', main: '#a5b4fc', second: '#fbbf24' },
  wheel: { from: '#2a0845', to: '#a21caf', main: '#facc15', second: '#22d3ee' },
  fruit: { from: '#3f0d12', to: '#db2777', main: '#ef4444', second: '#a3e635' },
  pyramid: { from: '#1c1206', to: '#b45309', main: '#fcd34d', second: '#fef3c7' },
  longship: { from: '#0b1526', to: '#1e3a8a', main: '#d97706', second: '#e2e8f0' },
  neon: { from: '#0a0018', to: '#4c1d95', main: '#f472b6', second: '#22d3ee' },
  dragon: { from: '#1a0606', to: '#991b1b', main: '#f59e0b', second: '#fef3c7' },
  planet: { from: '#030712', to: '#312e81', main: '#c084fc', second: '#fde047' },
  mines: { from: '#0f172a', to: '#0f766e', main: '#34d399', second: '#f43f5e' },
  plinko: { from: '#1e1b4b', to: '#be185d', main: '#f9a8d4', second: '#facc15' },
  keno: { from: '#0c1a2e', to: '#0369a1', main: '#e0f2fe', second: '#f59e0b' },
};

const fill = (colour: string, extra = '') => `fill="${colour}"${extra ? ` ${extra}` : ''}`;
const stroke = (colour: string, width: number) =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

function pips(points: readonly (readonly [number, number])[], r: number, colour: string) {
  return points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" ${fill(colour)}/>`).join('');
}

/** A heart, a spade, a diamond or a club: suit shapes drawn as paths, centred on 0,0, size ~20. */
function suit(kind: 'heart' | 'spade' | 'diamond' | 'club', colour: string): string {
  switch (kind) {
    case 'heart':
      return `<path d="M0,9 C-12,0 -11,-9 -5,-9 C-2,-9 0,-6 0,-4 C0,-6 2,-9 5,-9 C11,-9 12,0 0,9 Z" ${fill(colour)}/>`;
    case 'spade':
      return `<path d="M0,-10 C-12,0 -11,7 -5,7 C-2,7 -1,5 -1,4 L-3,10 L3,10 L1,4 C1,5 2,7 5,7 C11,7 12,0 0,-10 Z" ${fill(colour)}/>`;
    case 'diamond':
      return `<polygon points="0,-10 8,0 0,10 -8,0" ${fill(colour)}/>`;
    case 'club':
      return `<circle cx="0" cy="-5" r="4.5" ${fill(colour)}/><circle cx="-5" cy="2" r="4.5" ${fill(colour)}/><circle cx="5" cy="2" r="4.5" ${fill(colour)}/><polygon points="-2,2 2,2 3,10 -3,10" ${fill(colour)}/>`;
  }
}

/** A wheel of `count` alternating segments, radius r, with a hub. */
function segmentedWheel(r: number, count: number, colours: readonly string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a0 = (i / count) * Math.PI * 2 - Math.PI / 2;
    const a1 = ((i + 1) / count) * Math.PI * 2 - Math.PI / 2;
    const x0 = (Math.cos(a0) * r).toFixed(2);
    const y0 = (Math.sin(a0) * r).toFixed(2);
    const x1 = (Math.cos(a1) * r).toFixed(2);
    const y1 = (Math.sin(a1) * r).toFixed(2);
    const colour = colours[i % colours.length] ?? WHITE;
    parts.push(`<path d="M0,0 L${x0},${y0} A${r},${r} 0 0 1 ${x1},${y1} Z" ${fill(colour)}/>`);
  }
  return parts.join('');
}

function star(cx: number, cy: number, r: number, colour: string, opacity = 1): string {
  const s = r * 0.28;
  return `<polygon points="${cx},${cy - r} ${cx + s},${cy - s} ${cx + r},${cy} ${cx + s},${cy + s} ${cx},${cy + r} ${cx - s},${cy + s} ${cx - r},${cy} ${cx - s},${cy - s}" ${fill(colour, `opacity="${opacity}"`)}/>`;
}

/** A 3 × 3 corner of the Mines board: gems on most tiles, a mine on one, the rest still shut. */
function minesBoard(p: Palette): string {
  const tiles: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 3; column++) {
      const x = -45 + column * 31;
      const y = -45 + row * 31;
      const open = (row + column) % 2 === 0;
      tiles.push(
        `<rect x="${x}" y="${y}" width="28" height="28" rx="5" ${fill(open ? INK : p.main, open ? 'opacity="0.45"' : '')}/>`,
      );
      if (open && !(row === 1 && column === 1)) {
        const cx = x + 14;
        const cy = y + 14;
        tiles.push(
          `<polygon points="${cx},${cy - 9} ${cx + 8},${cy - 2} ${cx},${cy + 9} ${cx - 8},${cy - 2}" ${fill(p.main)}/>`,
        );
      }
    }
  }
  return tiles.join('');
}

/** A mine: a round body with spikes and a spark. */
function mine(cx: number, cy: number, r: number, p: Palette): string {
  const spikes = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    const x0 = (cx + Math.cos(a) * r * 0.8).toFixed(2);
    const y0 = (cy + Math.sin(a) * r * 0.8).toFixed(2);
    const x1 = (cx + Math.cos(a) * r * 1.35).toFixed(2);
    const y1 = (cy + Math.sin(a) * r * 1.35).toFixed(2);
    return `M${x0},${y0} L${x1},${y1}`;
  }).join(' ');
  return [
    `<path d="${spikes}" ${stroke(INK, 4)}/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" ${fill(p.second)}/>`,
    `<circle cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" r="${r * 0.25}" ${fill(WHITE)} opacity="0.7"/>`,
  ].join('');
}

/** Rows of pins widening downwards, a ball on its way, the slots at the bottom. */
function plinkoBoard(p: Palette): string {
  const pins: (readonly [number, number])[] = [];
  for (let row = 0; row < 6; row++) {
    for (let i = 0; i <= row + 2; i++) {
      pins.push([(i - (row + 2) / 2) * 13, -40 + row * 13] as const);
    }
  }
  const slots = [p.second, '#fb923c', p.main, '#fb923c', p.second];
  return [
    pips(pins, 2.4, WHITE),
    ...slots.map(
      (colour, i) =>
        `<rect x="${-48 + i * 19.5}" y="38" width="17" height="9" rx="2" ${fill(colour)}/>`,
    ),
    `<path d="M0,-50 C-4,-36 8,-24 4,-12 C0,0 -12,8 -8,22" ${stroke(p.main, 2)} opacity="0.5" stroke-dasharray="3 4"/>`,
    `<circle cx="-8" cy="24" r="7" ${fill(p.main)}/>`,
    `<circle cx="-10" cy="22" r="2.2" ${fill(WHITE)} opacity="0.8"/>`,
  ].join('');
}

/** A keno card: a grid of numbers as dots, some picked, the drawn ones marked, two balls. */
function kenoCard(p: Palette): string {
  const cells: string[] = [];
  const picked = new Set([2, 7, 11, 13, 18, 22]);
  const drawn = new Set([7, 13, 16, 22, 4]);
  for (let i = 0; i < 25; i++) {
    const x = -44 + (i % 5) * 17;
    const y = -42 + Math.floor(i / 5) * 17;
    const colour = picked.has(i) && drawn.has(i) ? p.second : picked.has(i) ? p.main : INK;
    const opacity = picked.has(i) ? '' : 'opacity="0.35"';
    cells.push(`<rect x="${x}" y="${y}" width="14" height="14" rx="3" ${fill(colour, opacity)}/>`);
    if (drawn.has(i) && !picked.has(i)) {
      cells.push(`<circle cx="${x + 7}" cy="${y + 7}" r="3" ${fill(p.main)}/>`);
    }
  }
  return [
    cells.join(''),
    `<circle cx="30" cy="28" r="17" ${fill(p.second)}/>`,
    `<circle cx="30" cy="28" r="9" ${fill(WHITE)}/>`,
    `<circle cx="12" cy="40" r="10" ${fill(p.main)}/>`,
    `<circle cx="12" cy="40" r="5" ${fill(INK)} opacity="0.6"/>`,
  ].join('');
}

export function motifShapes(motif: GameArtMotif, p: Palette): string {
  switch (motif) {
    case 'dice':
      return [
        `<g transform="rotate(-16 -14 8)"><rect x="-46" y="-20" width="56" height="56" rx="11" ${fill(p.main)}/>`,
        pips(
          [
            [-33, -7],
            [-18, 8],
            [-3, 23],
            [-33, 23],
            [-3, -7],
          ],
          5,
          INK,
        ),
        '</g>',
        `<g transform="rotate(14 22 -12)"><rect x="-2" y="-40" width="50" height="50" rx="10" ${fill(p.second)}/>`,
        pips(
          [
            [11, -27],
            [35, -27],
            [11, -3],
            [35, -3],
            [11, -15],
            [35, -15],
          ],
          4.3,
          INK,
        ),
        '</g>',
      ].join('');
    case 'limbo':
      return [
        `<circle r="42" ${stroke(p.main, 3)} opacity="0.35"/>`,
        `<circle r="30" ${stroke(p.main, 4)} opacity="0.6"/>`,
        `<circle r="17" ${fill(p.main)}/>`,
        `<circle r="7" ${fill(INK)}/>`,
        `<path d="M-46,44 L30,-32" ${stroke(p.second, 6)}/>`,
        `<polygon points="40,-42 18,-36 34,-20" ${fill(p.second)}/>`,
      ].join('');
    case 'rocket':
      return [
        `<path d="M-48,44 C-18,42 4,28 20,-2" ${stroke(p.second, 5)} opacity="0.7"/>`,
        '<g transform="rotate(40 18 -12)">',
        `<path d="M18,-50 C32,-34 32,-6 28,8 L8,8 C4,-6 4,-34 18,-50 Z" ${fill(p.main)}/>`,
        `<circle cx="18" cy="-22" r="6" ${fill(p.from)} stroke="${p.second}" stroke-width="3"/>`,
        `<polygon points="8,-4 -4,14 8,10" ${fill(p.second)}/><polygon points="28,-4 40,14 28,10" ${fill(p.second)}/>`,
        `<polygon points="11,8 25,8 18,26" ${fill('#fde047')}/>`,
        '</g>',
      ].join('');
    case 'bull':
      return [
        `<path d="M-50,44 L-30,26 L-16,34 L8,6 L22,14 L44,-12" ${stroke('#4ade80', 5)}/>`,
        `<polygon points="50,-20 36,-14 46,-4" ${fill('#4ade80')}/>`,
        `<path d="M-44,-34 C-40,-10 -26,-8 -18,-12" ${stroke(p.main, 8)}/>`,
        `<path d="M44,-34 C40,-10 26,-8 18,-12" ${stroke(p.main, 8)}/>`,
        `<path d="M-24,-18 C-24,-26 24,-26 24,-18 L20,16 C16,34 -16,34 -20,16 Z" ${fill(p.second)}/>`,
        `<ellipse cx="0" cy="22" rx="16" ry="11" ${fill('#fed7aa')}/>`,
        `<circle cx="-6" cy="22" r="3" ${fill(INK)}/><circle cx="6" cy="22" r="3" ${fill(INK)}/>`,
        `<circle cx="-11" cy="-4" r="4" ${fill(INK)}/><circle cx="11" cy="-4" r="4" ${fill(INK)}/>`,
      ].join('');
    case 'starship':
      return [
        '<g transform="scale(1.2)">',
        `<ellipse cx="0" cy="6" rx="48" ry="14" ${fill(p.main)}/>`,
        `<path d="M-24,4 C-24,-30 24,-30 24,4 Z" ${fill(p.second)} opacity="0.85"/>`,
        `<ellipse cx="0" cy="6" rx="48" ry="5" ${fill(p.from)} opacity="0.35"/>`,
        pips(
          [
            [-30, 8],
            [-10, 11],
            [10, 11],
            [30, 8],
          ],
          3,
          '#fde047',
        ),
        `<polygon points="-16,20 16,20 30,42 -30,42" ${fill(p.main)} opacity="0.18"/>`,
        '</g>',
        star(-40, -34, 4, WHITE, 0.8),
        star(40, -30, 3, WHITE, 0.7),
      ].join('');
    case 'roulette':
      return [
        `<circle r="47" ${fill(p.second)}/>`,
        `<circle r="42" ${fill(INK)}/>`,
        segmentedWheel(40, 18, [p.main, INK]),
        `<circle r="26" ${fill('#14532d')}/>`,
        `<circle r="26" ${stroke(p.second, 2)}/>`,
        `<path d="M0,-18 L0,18 M-18,0 L18,0" ${stroke(p.second, 4)}/>`,
        `<circle r="6" ${fill(p.second)}/>`,
        `<circle cx="0" cy="-33" r="4" ${fill(WHITE)}/>`,
      ].join('');
    case 'crown':
      return [
        `<polygon points="-44,22 -48,-26 -22,-2 0,-38 22,-2 48,-26 44,22" ${fill(p.main)}/>`,
        `<rect x="-44" y="24" width="88" height="14" rx="4" ${fill(p.main)}/>`,
        `<rect x="-44" y="24" width="88" height="14" rx="4" ${fill(INK)} opacity="0.18"/>`,
        `<circle cx="-48" cy="-30" r="6" ${fill(p.second)}/><circle cx="0" cy="-42" r="7" ${fill(p.second)}/><circle cx="48" cy="-30" r="6" ${fill(p.second)}/>`,
        `<circle cx="0" cy="31" r="5" ${fill('#dc2626')}/><circle cx="-24" cy="31" r="4" ${fill('#2563eb')}/><circle cx="24" cy="31" r="4" ${fill('#16a34a')}/>`,
        `<circle cx="0" cy="8" r="8" ${fill('#dc2626')}/>`,
      ].join('');
    case 'cards':
      return [
        `<g transform="rotate(-14 -10 10)"><rect x="-44" y="-38" width="50" height="72" rx="7" ${fill(p.main)}/>`,
        `<g transform="translate(-19 -2) scale(1.5)">${suit('spade', INK)}</g></g>`,
        `<g transform="rotate(12 20 0)"><rect x="-6" y="-42" width="50" height="72" rx="7" ${fill(p.main)}/>`,
        `<g transform="translate(19 -6) scale(1.6)">${suit('heart', p.second)}</g>`,
        `<g transform="translate(2 -32) scale(0.5)">${suit('heart', p.second)}</g></g>`,
      ].join('');
    case 'diamond':
      return [
        `<polygon points="-36,-14 -20,-34 20,-34 36,-14 0,40" ${fill(p.main)}/>`,
        `<polygon points="-36,-14 36,-14 0,40" ${fill(p.from)} opacity="0.25"/>`,
        `<polygon points="-20,-34 -10,-14 0,-34 10,-14 20,-34" ${fill(WHITE)} opacity="0.45"/>`,
        `<path d="M-36,-14 L36,-14 M-10,-14 L0,40 L10,-14" ${stroke(p.from, 1.5)} opacity="0.5"/>`,
        star(34, -36, 9, p.second),
        star(-38, 24, 6, p.second, 0.8),
      ].join('');
    case 'wheel':
      return [
        `<circle r="47" ${fill(p.main)}/>`,
        segmentedWheel(42, 12, [p.from, p.second, '#f97316', WHITE, '#22c55e', p.to]),
        `<circle r="42" ${stroke(p.main, 2)}/>`,
        `<circle r="11" ${fill(p.main)}/>`,
        `<circle r="5" ${fill(INK)}/>`,
        `<polygon points="-7,-52 7,-52 0,-38" ${fill(WHITE)} stroke="${INK}" stroke-width="1.5"/>`,
        pips(
          Array.from({ length: 12 }, (_, i) => {
            const a = (i / 12) * Math.PI * 2;
            return [
              Number((Math.cos(a) * 45).toFixed(2)),
              Number((Math.sin(a) * 45).toFixed(2)),
            ] as const;
          }),
          1.8,
          WHITE,
        ),
      ].join('');
    case 'fruit':
      return [
        `<path d="M-18,12 C-16,-14 -4,-30 12,-40 M8,16 C6,-8 8,-26 12,-40" ${stroke('#65a30d', 4)}/>`,
        `<path d="M12,-40 C22,-46 34,-40 36,-32 C26,-30 18,-32 12,-40 Z" ${fill(p.second)}/>`,
        `<circle cx="-20" cy="22" r="18" ${fill(p.main)}/>`,
        `<circle cx="12" cy="26" r="18" ${fill(p.main)}/>`,
        `<circle cx="-26" cy="15" r="5" ${fill(WHITE)} opacity="0.55"/><circle cx="6" cy="19" r="5" ${fill(WHITE)} opacity="0.55"/>`,
        `<ellipse cx="36" cy="-6" rx="14" ry="11" ${fill('#facc15')} transform="rotate(-25 36 -6)"/>`,
      ].join('');
    case 'pyramid':
      return [
        `<circle cx="26" cy="-26" r="16" ${fill(p.second)} opacity="0.9"/>`,
        `<polygon points="-46,40 -2,-34 42,40" ${fill(p.main)}/>`,
        `<polygon points="-2,-34 42,40 10,40" ${fill(INK)} opacity="0.22"/>`,
        `<path d="M-34,20 L30,20 M-22,0 L18,0 M-12,-17 L8,-17" ${stroke(INK, 1.5)} opacity="0.3"/>`,
        `<path d="M-14,8 C-8,2 4,2 10,8 C4,14 -8,14 -14,8 Z" ${fill(INK)} opacity="0.7"/>`,
        `<circle cx="-2" cy="8" r="3" ${fill(p.main)}/>`,
        `<path d="M-50,42 L50,42" ${stroke(p.second, 3)} opacity="0.6"/>`,
      ].join('');
    case 'longship':
      return [
        `<path d="M-2,-46 L-2,18" ${stroke('#78350f', 4)}/>`,
        `<path d="M-30,-38 L26,-38 L22,8 L-26,8 Z" ${fill(p.second)}/>`,
        `<path d="M-28,-24 L24,-24 M-27,-10 L23,-10" ${stroke('#b91c1c', 6)}/>`,
        `<path d="M-48,18 C-44,38 44,38 50,18 L56,6 C52,10 48,14 44,16 L-42,16 C-46,12 -48,8 -52,4 Z" ${fill(p.main)}/>`,
        pips(
          [
            [-30, 22],
            [-15, 24],
            [0, 24],
            [15, 24],
            [30, 22],
          ],
          5,
          '#fbbf24',
        ),
        `<path d="M-50,42 C-36,36 -24,46 -10,40 C4,34 16,46 30,40 C40,36 46,40 50,42" ${stroke('#7dd3fc', 3)}/>`,
      ].join('');
    case 'neon':
      return [
        `<g filter="url(#glow)"><path d="M0,24 C-30,4 -32,-22 -16,-28 C-8,-31 -2,-26 0,-20 C2,-26 8,-31 16,-28 C32,-22 30,4 0,24 Z" ${stroke(p.main, 4)}/>`,
        `<path d="M-40,40 L40,40" ${stroke(p.second, 4)}/>`,
        `<path d="M-44,-44 L-32,-44 M32,-44 L44,-44 M-44,-44 L-44,-32 M44,-44 L44,-32" ${stroke(p.second, 3)}/>`,
        `<path d="M28,-10 L40,-22 M32,4 L46,2" ${stroke(p.second, 3)}/></g>`,
      ].join('');
    case 'dragon':
      return [
        `<path d="M-46,30 C-30,46 -6,40 -4,22 C-2,4 -30,0 -22,-18 C-16,-32 6,-34 18,-26" ${stroke(p.main, 11)}/>`,
        `<path d="M-36,40 L-34,30 M-14,36 L-18,28 M-8,8 L-16,12 M-26,-8 L-20,-2 M-12,-26 L-10,-20" ${stroke(p.second, 3)}/>`,
        `<path d="M14,-36 L36,-30 L44,-20 L30,-16 L20,-14 C14,-18 12,-28 14,-36 Z" ${fill(p.main)}/>`,
        `<path d="M16,-36 L8,-48 M22,-34 L20,-48" ${stroke(p.second, 3)}/>`,
        `<circle cx="28" cy="-27" r="2.5" ${fill(INK)}/>`,
        `<path d="M44,-20 C50,-16 52,-8 48,-2" ${stroke(p.second, 2)}/>`,
        `<circle cx="30" cy="20" r="15" ${fill(p.second)}/>`,
        `<circle cx="25" cy="15" r="5" ${fill(WHITE)} opacity="0.8"/>`,
      ].join('');
    case 'planet':
      return [
        `<circle r="30" ${fill(p.main)}/>`,
        `<path d="M-28,-10 C-10,-4 10,-16 29,-8 M-30,6 C-8,12 12,2 30,8" ${stroke(INK, 3)} opacity="0.18"/>`,
        `<ellipse rx="50" ry="12" ${stroke(p.second, 5)} transform="rotate(-18)"/>`,
        `<path d="M-30,0 A30,30 0 0 0 30,0" ${fill(p.main)} transform="rotate(-18)" opacity="0"/>`,
        `<path d="M-28,-9 C-26,-22 -14,-30 0,-30 C14,-30 26,-22 28,-9" ${fill(p.main)} transform="rotate(-18)"/>`,
        `<circle cx="-10" cy="-12" r="7" ${fill(WHITE)} opacity="0.25"/>`,
        star(-40, -36, 6, p.second),
        star(42, 30, 5, WHITE, 0.9),
        star(38, -40, 3.5, WHITE, 0.8),
      ].join('');
    case 'mines':
      return [minesBoard(p), mine(30, 28, 16, p), star(-34, 34, 6, p.main, 0.9)].join('');
    case 'plinko':
      return plinkoBoard(p);
    case 'keno':
      return kenoCard(p);
  }
}
