import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SLOT_THEME, type SlotTheme } from './slot-themes';

/*
 * Slot symbols drawn as SVG shapes (64 × 64), never as emoji or rare characters: system fonts
 * lack many of them and draw the rest differently. A symbol's shape comes from its id (NAMED);
 * an id the house adds later gets a shape by its place in the paytable until it has one, so
 * every symbol of a variant still looks different. All symbols share one style: a two-stop
 * gradient in one of the slot theme's paints and the theme's dark outline.
 */

/** How a shape is painted: its fill (a gradient) and its outline colour. */
interface Paint {
  fill: string;
  outline: string;
  /** The plain darker tone, for strokes that are lines rather than areas. */
  tone: string;
}

type Shape = (paint: Paint) => ReactNode;

const fillOf = (paint: Paint) => ({
  fill: paint.fill,
  stroke: paint.outline,
  strokeWidth: 2,
  strokeLinejoin: 'round' as const,
});

const shapeOf = (d: string): Shape =>
  function PathShape(paint) {
    return <path d={d} {...fillOf(paint)} />;
  };

const star = (points: number, outer: number, inner: number) => {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    parts.push(
      `${(32 + radius * Math.cos(angle)).toFixed(2)} ${(33 + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return `M${parts.join('L')}Z`;
};

const SHAPES = {
  circle: shapeOf('M32 8a24 24 0 1 1 0 48a24 24 0 1 1 0-48z'),
  diamond: shapeOf('M20 10H44L56 24L32 56L8 24Z'),
  triangle: shapeOf('M32 8L58 54H6Z'),
  star: shapeOf(star(5, 26, 11)),
  heart: shapeOf(
    'M32 56C14 42 6 33 6 22C6 13 13 7 20.5 7C25.5 7 29.5 10 32 14C34.5 10 38.5 7 43.5 7C51 7 58 13 58 22C58 33 50 42 32 56Z',
  ),
  moon: shapeOf('M40 6A26 26 0 1 0 58 44A20 20 0 1 1 40 6Z'),
  shield: shapeOf('M32 6L54 14V30C54 44 44 53 32 58C20 53 10 44 10 30V14Z'),
  bell: shapeOf(
    'M32 6C21 6 16 16 16 28V40L10 48H54L48 40V28C48 16 43 6 32 6ZM26 50A6 6 0 0 0 38 50Z',
  ),
  crown: shapeOf('M8 20L20 32L32 12L44 32L56 20L52 52H12Z'),
  hexagon: shapeOf('M32 6L55 19V45L32 58L9 45V19Z'),
  bolt: shapeOf('M36 4L12 36H30L26 60L52 26H34Z'),
  leaf: shapeOf('M10 54C10 26 28 10 56 8C54 36 38 54 10 54Z'),
  cherry(paint: Paint) {
    return (
      <>
        <path
          d="M22 40C26 24 34 14 46 8M42 42C42 28 44 18 46 8"
          fill="none"
          stroke="#166534"
          strokeWidth={3}
        />
        <circle cx={22} cy={44} r={12} {...fillOf(paint)} />
        <circle cx={44} cy={46} r={12} {...fillOf(paint)} />
      </>
    );
  },
  bar(paint: Paint) {
    return (
      <>
        <rect x={6} y={20} width={52} height={24} rx={5} {...fillOf(paint)} />
        <text
          x={32}
          y={33}
          textAnchor="middle"
          dominantBaseline="central"
          fill={paint.outline}
          fontSize={16}
          fontWeight={900}
        >
          BAR
        </text>
      </>
    );
  },
  seven(paint: Paint) {
    return (
      <text
        x={32}
        y={35}
        textAnchor="middle"
        dominantBaseline="central"
        {...fillOf(paint)}
        strokeWidth={2.5}
        fontSize={58}
        fontWeight={900}
      >
        7
      </text>
    );
  },
  ring(paint: Paint) {
    return (
      <>
        <circle cx={32} cy={32} r={16} {...fillOf(paint)} />
        <ellipse cx={32} cy={34} rx={28} ry={8} fill="none" stroke={paint.tone} strokeWidth={4} />
      </>
    );
  },
} satisfies Record<string, Shape>;

type ShapeName = keyof typeof SHAPES;

/** A letter or number drawn as a symbol (the card ranks of a slot). */
const glyph =
  (text: string, size = 40): Shape =>
  (paint) => (
    <text
      x={32}
      y={34}
      textAnchor="middle"
      dominantBaseline="central"
      {...fillOf(paint)}
      fontSize={size}
      fontWeight={900}
    >
      {text}
    </text>
  );

/** The drawings of the house's symbols (packages/fairness slot-variants.ts), by id. */
const NAMED: Record<string, { shape: Shape; paint: number }> = {
  // Fruit Fiesta
  cherry: { shape: (paint) => SHAPES.cherry(paint), paint: 0 },
  lemon: { shape: shapeOf('M8 32C8 20 20 12 32 12S56 20 56 32S44 52 32 52S8 44 8 32Z'), paint: 1 },
  orange: {
    shape: shapeOf(
      'M32 12a22 22 0 1 1 0 44a22 22 0 1 1 0-44zM32 12C34 6 40 4 46 6C42 10 38 12 32 12Z',
    ),
    paint: 5,
  },
  plum: {
    shape: shapeOf('M32 10C46 10 54 22 54 34S44 56 32 56S10 46 10 34S18 10 32 10Z'),
    paint: 4,
  },
  grapes: {
    shape: shapeOf(
      'M20 14a7 7 0 1 1 0 .1zM34 14a7 7 0 1 1 0 .1zM48 14a7 7 0 1 1 0 .1zM27 26a7 7 0 1 1 0 .1zM41 26a7 7 0 1 1 0 .1zM20 38a7 7 0 1 1 0 .1zM34 38a7 7 0 1 1 0 .1zM27 50a7 7 0 1 1 0 .1z',
    ),
    paint: 4,
  },
  watermelon: { shape: shapeOf('M6 22H58C58 40 46 54 32 54S6 40 6 22Z'), paint: 0 },
  seven: { shape: (paint) => SHAPES.seven(paint), paint: 0 },
  star: { shape: shapeOf(star(5, 28, 12)), paint: 1 },
  // Fruit Fiesta's scatter: a sun with twelve rays.
  sun: { shape: shapeOf(star(12, 29, 19)), paint: 1 },
  // Pharaoh Gold
  ten: { shape: glyph('10', 34), paint: 3 },
  jack: { shape: glyph('J'), paint: 2 },
  queen: { shape: glyph('Q'), paint: 4 },
  king: { shape: glyph('K'), paint: 0 },
  ankh: {
    shape: shapeOf(
      'M32 4C22 4 20 14 22 20C24 25 28 28 29 30H12V38H28V60H36V38H52V30H35C36 28 40 25 42 20C44 14 42 4 32 4ZM32 11C36 11 36 17 32 24C28 17 28 11 32 11Z',
    ),
    paint: 1,
  },
  scarab: {
    shape: shapeOf(
      'M32 8C40 8 46 14 46 22V42C46 52 40 58 32 58S18 52 18 42V22C18 14 24 8 32 8ZM18 26L6 20M46 26L58 20M18 38L6 44M46 38L58 44M32 24V58',
    ),
    paint: 3,
  },
  eye: {
    shape: shapeOf(
      'M4 32C14 18 24 14 32 14S50 18 60 32C50 46 40 50 32 50S14 46 4 32ZM32 24a8 8 0 1 0 0 16a8 8 0 1 0 0-16Z',
    ),
    paint: 3,
  },
  pharaoh: { shape: (paint) => SHAPES.crown(paint), paint: 1 },
  pyramid: { shape: shapeOf('M32 6L60 56H4ZM32 6L40 56'), paint: 1 },
  // Viking Voyage
  axe: {
    shape: shapeOf('M30 6H36V60H30ZM36 10C50 10 58 18 58 30C58 34 56 36 54 36C50 30 44 26 36 26Z'),
    paint: 7,
  },
  shield: { shape: (paint) => SHAPES.shield(paint), paint: 0 },
  helmet: {
    shape: shapeOf(
      'M12 40C12 24 20 14 32 14S52 24 52 40ZM12 30C6 26 4 18 6 10C10 16 14 20 16 24ZM52 30C58 26 60 18 58 10C54 16 50 20 48 24ZM10 40H54V48H10Z',
    ),
    paint: 7,
  },
  horn: {
    shape: shapeOf('M8 14C24 14 40 24 48 40L56 38L54 54L40 50L44 44C38 32 26 24 8 22Z'),
    paint: 1,
  },
  ship: { shape: shapeOf('M4 40H60L50 54H14ZM30 8H34V40H30ZM34 10L52 34H34Z'), paint: 3 },
  odin: {
    shape: shapeOf(
      'M32 6C46 6 54 16 54 28C54 44 44 58 32 58S10 44 10 28C10 16 18 6 32 6ZM18 24H46L42 32H22Z',
    ),
    paint: 2,
  },
  rune: {
    shape: shapeOf('M32 4L58 18V46L32 60L6 46V18ZM26 16V48M26 16L40 28M26 30L40 42'),
    paint: 4,
  },
  // Neon Nights
  note: { shape: shapeOf('M24 10H52V20L30 24V48A9 9 0 1 1 24 40ZM46 40V20'), paint: 4 },
  cocktail: { shape: shapeOf('M8 10H56L34 34V52H44V58H20V52H30V34Z'), paint: 2 },
  heart: { shape: (paint) => SHAPES.heart(paint), paint: 0 },
  diamond: { shape: (paint) => SHAPES.diamond(paint), paint: 3 },
  crown: { shape: (paint) => SHAPES.crown(paint), paint: 1 },
  bar: { shape: (paint) => SHAPES.bar(paint), paint: 5 },
  disco: {
    shape: shapeOf(
      'M32 8a24 24 0 1 1 0 48a24 24 0 1 1 0-48zM8 32H56M12 20H52M12 44H52M32 8C24 20 24 44 32 56M32 8C40 20 40 44 32 56',
    ),
    paint: 7,
  },
  // Dragon Pearls
  coin: { shape: shapeOf('M32 6a26 26 0 1 1 0 52a26 26 0 1 1 0-52zM25 25V39H39V25Z'), paint: 1 },
  lantern: {
    shape: shapeOf(
      'M26 4H38V10C50 14 54 24 54 32S50 50 38 54V60H26V54C14 50 10 40 10 32S14 14 26 10ZM10 32H54',
    ),
    paint: 0,
  },
  fan: {
    shape: shapeOf('M32 54L6 26C14 14 22 10 32 10S50 14 58 26ZM32 54L20 12M32 54V10M32 54L44 12'),
    paint: 6,
  },
  koi: {
    shape: shapeOf(
      'M6 32C14 18 30 16 44 26L58 14V50L44 38C30 48 14 46 6 32ZM18 30a3 3 0 1 0 0 .1z',
    ),
    paint: 5,
  },
  lotus: {
    shape: shapeOf(
      'M32 6C40 16 42 30 32 50C22 30 24 16 32 6ZM32 50C20 46 8 36 6 22C18 24 28 34 32 50ZM32 50C44 46 56 36 58 22C46 24 36 34 32 50Z',
    ),
    paint: 6,
  },
  tiger: {
    shape: shapeOf(
      'M10 14L20 18C28 14 36 14 44 18L54 14L52 28C56 44 46 56 32 56S8 44 12 28ZM24 30L28 34M40 30L36 34M28 46H36',
    ),
    paint: 1,
  },
  pearl: {
    shape: shapeOf('M32 10a22 22 0 1 1 0 44a22 22 0 1 1 0-44zM24 22a6 6 0 1 0 0 .1z'),
    paint: 7,
  },
  dragon: {
    shape: shapeOf(
      'M8 52C14 36 22 30 30 30C24 24 24 14 32 8C34 16 40 18 46 16C44 22 48 28 56 28C50 34 42 34 38 36C44 40 48 48 44 58C38 50 30 46 22 50Z',
    ),
    paint: 2,
  },
  // Cosmic Cash
  moon: { shape: (paint) => SHAPES.moon(paint), paint: 1 },
  comet: {
    shape: shapeOf('M44 14a12 12 0 1 1 0 24a12 12 0 1 1 0-24zM36 34L6 58M34 24L8 40M44 40L24 60'),
    paint: 3,
  },
  planet: { shape: (paint) => SHAPES.ring(paint), paint: 5 },
  rocket: {
    shape: shapeOf(
      'M32 4C42 14 44 28 40 44H24C20 28 22 14 32 4ZM24 36L14 48V56L24 48ZM40 36L50 48V56L40 48ZM28 48H36L32 60Z',
    ),
    paint: 0,
  },
  alien: {
    shape: shapeOf(
      'M32 6C46 6 54 16 54 28C54 42 42 58 32 58S10 42 10 28C10 16 18 6 32 6ZM18 28C24 28 28 32 28 38C22 38 18 34 18 28ZM46 28C40 28 36 32 36 38C42 38 46 34 46 28Z',
    ),
    paint: 2,
  },
  galaxy: {
    shape: shapeOf(
      'M32 30C36 26 42 28 42 34C42 42 32 46 24 40C16 32 22 18 34 16C46 14 56 24 54 38M32 30C28 34 22 32 22 26C22 18 32 14 40 20C48 28 42 42 30 44C18 46 8 36 10 24',
    ),
    paint: 4,
  },
  // Cosmic Cash's scatter: a burst of eight points.
  supernova: { shape: shapeOf(star(8, 30, 11)), paint: 6 },
  blackhole: {
    shape: (paint) => (
      <>
        <ellipse cx={32} cy={32} rx={30} ry={12} fill="none" stroke={paint.tone} strokeWidth={5} />
        <circle cx={32} cy={32} r={14} fill="#000000" stroke={paint.tone} strokeWidth={3} />
      </>
    ),
    paint: 4,
  },
};

const FALLBACK_SHAPES: readonly ShapeName[] = [
  'circle',
  'diamond',
  'triangle',
  'hexagon',
  'heart',
  'star',
  'moon',
  'shield',
  'bell',
  'crown',
  'bolt',
  'leaf',
];

/** The drawing of a symbol id the house has not named yet: a shape by its place. */
function fallbackLook(index: number, paints: number): { shape: Shape; paint: number } {
  const name = FALLBACK_SHAPES[index % FALLBACK_SHAPES.length] ?? 'circle';
  return { shape: SHAPES[name], paint: index % paints };
}

/** Whether a symbol id has a drawing of its own (every symbol of the house's themes has). */
export function hasOwnDrawing(symbol: string): boolean {
  return Object.hasOwn(NAMED, symbol);
}

/**
 * One symbol, drawn in the slot theme's style; `label` names it for screen readers (or
 * `undefined` when decorative). The wild carries a "WILD" ribbon whatever its drawing, the
 * scatter a "SCATTER" one, in the reader's language.
 */
export function SlotSymbol({
  symbol,
  index,
  theme = DEFAULT_SLOT_THEME,
  wild = false,
  scatter = false,
  label,
}: {
  symbol: string;
  index: number;
  theme?: SlotTheme;
  wild?: boolean;
  /** The theme's scatter (its feature round's trigger). */
  scatter?: boolean;
  label?: string;
}) {
  const { t } = useTranslation('games');
  const ribbon = wild ? t('slots.wildRibbon') : scatter ? t('slots.scatterRibbon') : undefined;
  // An id usable inside url(#…), whatever characters React puts in its ids.
  const gradientId = `slot-paint-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const look = Object.hasOwn(NAMED, symbol)
    ? (NAMED[symbol] ?? fallbackLook(index, theme.paints.length))
    : fallbackLook(index, theme.paints.length);
  const colours = theme.paints[look.paint % theme.paints.length] ?? theme.paints[0];
  const paint: Paint = {
    fill: `url(#${gradientId})`,
    outline: theme.outline,
    tone: colours?.dark ?? theme.outline,
  };
  // The ribbon's word fits its 52 units whatever its length in the reader's language.
  const ribbonSize = ribbon === undefined ? 0 : Math.min(12, Math.floor(64 / ribbon.length));
  return (
    <svg
      viewBox="0 0 64 64"
      role={label === undefined ? undefined : 'img'}
      aria-label={label}
      aria-hidden={label === undefined ? true : undefined}
      style={{ width: '100%', height: '100%', display: 'block', overflow: 'visible' }}
      data-symbol={symbol}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={colours?.light} />
          <stop offset="1" stopColor={colours?.dark} />
        </linearGradient>
      </defs>
      {look.shape(paint)}
      {ribbon !== undefined && (
        <>
          <rect
            x={6}
            y={46}
            width={52}
            height={16}
            rx={4}
            fill={theme.line}
            stroke={theme.outline}
            strokeWidth={1.5}
          />
          <text
            x={32}
            y={54.5}
            textAnchor="middle"
            dominantBaseline="central"
            fill={theme.outline}
            fontSize={ribbonSize}
            fontWeight={900}
            textLength={ribbon.length > 5 ? 46 : undefined}
            lengthAdjust="spacingAndGlyphs"
          >
            {ribbon}
          </text>
        </>
      )}
    </svg>
  );
}
