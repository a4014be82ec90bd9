/*
 * The geometry of the Plinko board, in the SVG's own units. The board keeps one size whatever
 * its rows (the triangle of pins is spread over the same box, as on Stake), so changing rows
 * never moves what is below it.
 *
 * Row r (0 at the top) has r + 3 pins, one unit of `spacing` apart and centred. The ball falls on
 * the middle pin of the top row and at each row goes half a unit left or right, so before row r
 * it sits on the pin r/2 units … it never touches a row's two outer pins. After the last row it
 * is in one of rows + 1 gaps of the bottom row: bucket k, where k is the number of rights, the
 * slot of the round's outcome.
 */

export const PLINKO_VIEW = { width: 400, height: 356 } as const;

const SIDE_MARGIN = 10;
const FIRST_ROW_Y = 26;
const LAST_ROW_Y = 314;
const BUCKET_TOP = 324;
const BUCKET_HEIGHT = 26;
/** The ball's first position, above the top pin. */
const BALL_START_Y = 4;

export interface Point {
  x: number;
  y: number;
}

export interface PlinkoBucket extends Point {
  /** The bucket's slot: 0 (far left) … rows (far right). */
  slot: number;
  width: number;
  height: number;
}

export interface PlinkoLayout {
  rows: number;
  spacing: number;
  rowHeight: number;
  pinRadius: number;
  ballRadius: number;
  /** Pins row by row, left to right. */
  pins: (Point & { row: number })[];
  buckets: PlinkoBucket[];
}

export type PlinkoDirection = 'left' | 'right';

/** The board of `rows` rows (8 … 16): its pins and its rows + 1 buckets. */
export function plinkoLayout(rows: number): PlinkoLayout {
  const spacing = (PLINKO_VIEW.width - 2 * SIDE_MARGIN) / (rows + 2);
  const rowHeight = (LAST_ROW_Y - FIRST_ROW_Y) / (rows - 1);
  const centre = PLINKO_VIEW.width / 2;
  const pins: PlinkoLayout['pins'] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let pin = 0; pin < row + 3; pin += 1) {
      pins.push({
        row,
        x: centre + (pin - (row + 2) / 2) * spacing,
        y: FIRST_ROW_Y + row * rowHeight,
      });
    }
  }
  const buckets = Array.from({ length: rows + 1 }, (_, slot) => ({
    slot,
    x: centre + (slot - rows / 2) * spacing,
    y: BUCKET_TOP + BUCKET_HEIGHT / 2,
    width: spacing - 2,
    height: BUCKET_HEIGHT,
  }));
  return {
    rows,
    spacing,
    rowHeight,
    pinRadius: Math.max(2.2, spacing * 0.11),
    ballRadius: spacing * 0.24,
    pins,
    buckets,
  };
}

/** One stop of the ball's flight: where it is at `offset` (0 … 1) of the flight. */
export interface BallKeyframe extends Point {
  offset: number;
  /** How it moves on to the next keyframe: rising slows down, falling speeds up. */
  easing: 'ease-in' | 'ease-out' | 'linear';
}

/** How long a ball takes from the top to its bucket: 1.6 s on 8 rows to 2 s on 16. */
export function plinkoDropMs(rows: number): number {
  return 1_200 + rows * 50;
}

/**
 * The ball's flight along a round's path: it falls onto the top pin, then from each pin hops a
 * little towards its side and falls onto the next row's pin, and from the last row into its
 * bucket. Every fall and every hop takes the same share of the flight.
 */
export function ballFlight(layout: PlinkoLayout, path: readonly PlinkoDirection[]): BallKeyframe[] {
  const { spacing, rowHeight, pinRadius, ballRadius } = layout;
  const centre = PLINKO_VIEW.width / 2;
  const above = pinRadius + ballRadius;
  const hop = Math.min(rowHeight * 0.3, spacing * 0.5);
  const points: Omit<BallKeyframe, 'offset'>[] = [
    { x: centre, y: BALL_START_Y, easing: 'ease-in' },
  ];
  let x = centre;
  path.forEach((direction, row) => {
    const y = FIRST_ROW_Y + row * rowHeight - above;
    const side = direction === 'right' ? 1 : -1;
    points.push({ x, y, easing: 'ease-out' });
    points.push({ x: x + side * spacing * 0.2, y: y - hop, easing: 'ease-in' });
    x += side * spacing * 0.5;
  });
  const bucket = layout.buckets[rightsOf(path)];
  points.push({ x: bucket?.x ?? x, y: BUCKET_TOP + BUCKET_HEIGHT / 2, easing: 'linear' });
  // The first fall, each row's landing-and-hop and the last fall each weigh one step.
  const steps = path.length + 1;
  const offsets = [0];
  for (let row = 0; row < path.length; row += 1) {
    const landed = (row + 1) / steps;
    offsets.push(landed, landed + 0.3 / steps);
  }
  offsets.push(1);
  return points.map((point, index) => ({ ...point, offset: offsets[index] as number }));
}

/**
 * When a ball of a `rows`-row board touches each row's pin, in ms from its drop: the moments of
 * `ballFlight`'s landings, for the ticks it sounds.
 */
export function pinHitTimesMs(rows: number): number[] {
  const steps = rows + 1;
  const durationMs = plinkoDropMs(rows);
  return Array.from({ length: rows }, (_, row) => Math.round(((row + 1) / steps) * durationMs));
}

/** The slot a path ends in: its number of rights. */
export function rightsOf(path: readonly PlinkoDirection[]): number {
  return path.filter((direction) => direction === 'right').length;
}

/**
 * A bucket's colour: amber in the middle (the small multipliers) to red at the edges (the big
 * ones), as game sites colour them; dark ink reads on every one.
 */
export function bucketColour(slot: number, rows: number): string {
  const fromMiddle = Math.abs(slot - rows / 2) / (rows / 2);
  const hue = Math.round(48 - 48 * fromMiddle);
  const lightness = Math.round(58 - 8 * fromMiddle);
  return `hsl(${hue} 95% ${lightness}%)`;
}

export const BUCKET_INK = '#1a1000';

/** A bucket's font size: as large as its width lets `label` be, at most 11 units. */
export function bucketFontSize(label: string, bucketWidth: number): number {
  return Math.min(11, (bucketWidth - 2) / (Math.max(2, label.length) * 0.62));
}
