/*
 * Where the graph's big multiplier sits so that the table's hero (and its crash burst) never
 * covers it. Everything is in percent of the graph, measured on a phone, where the text is
 * widest against the graph: the multiplier and its label take about 48 % × 36 % of it, the
 * sprite about 15 % × 24 %, drawn just above the curve's tip (CrashSceneSprite's -75 % lift).
 */

/** A box in percent of the graph: its left, top, right and bottom edges. */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const TEXT_HALF_WIDTH = 24;
const TEXT_HALF_HEIGHT = 18;
const SPRITE_HALF_WIDTH = 7.5;
const SPRITE_HEIGHT = 24;
/** The sprite's box starts this share of its height above the tip. */
const SPRITE_LIFT = 0.75;

/** The text's centre, in percent of the graph: the middle, or a corner clear of the sprite. */
export interface MultiplierPlace {
  x: number;
  y: number;
}

const CENTRE: MultiplierPlace = { x: 50, y: 50 };
/**
 * The corners tried in turn: first the top left, which the curve (rising from the bottom left to
 * its tip) never crosses while the tip is right of it, then the others.
 */
const CORNERS: readonly MultiplierPlace[] = [
  { x: 26, y: 20 },
  { x: 74, y: 80 },
  { x: 74, y: 20 },
  { x: 26, y: 80 },
];

function textBox({ x, y }: MultiplierPlace): Box {
  return {
    left: x - TEXT_HALF_WIDTH,
    top: y - TEXT_HALF_HEIGHT,
    right: x + TEXT_HALF_WIDTH,
    bottom: y + TEXT_HALF_HEIGHT,
  };
}

/** The sprite's box for a tip at `left`/`top` percent of the graph. */
export function spriteBox(left: number, top: number): Box {
  const boxTop = top - SPRITE_HEIGHT * SPRITE_LIFT;
  return {
    left: left - SPRITE_HALF_WIDTH,
    top: boxTop,
    right: left + SPRITE_HALF_WIDTH,
    bottom: boxTop + SPRITE_HEIGHT,
  };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where the multiplier goes for a sprite whose tip is at `left`/`top` percent of the graph: the
 * middle unless the sprite would cover it there, else the first corner it does not cover.
 */
export function multiplierPlace(left: number, top: number): MultiplierPlace {
  const sprite = spriteBox(left, top);
  if (!overlaps(textBox(CENTRE), sprite)) return CENTRE;
  return CORNERS.find((corner) => !overlaps(textBox(corner), sprite)) ?? CENTRE;
}

/** Whether the sprite of a tip at `left`/`top` covers the text placed at `place`. */
export function spriteCovers(place: MultiplierPlace, left: number, top: number): boolean {
  return overlaps(textBox(place), spriteBox(left, top));
}
