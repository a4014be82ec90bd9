import Box from '@mui/material/Box';
import type { CrashTable } from '@satsino/contract/crash';
import type { ComponentType } from 'react';
import { BullBackdrop, BullSprite } from './scene-bull';
import { BACKDROP_HEIGHT, BACKDROP_WIDTH, type SceneProps, type SpriteProps } from './scene-kit';
import { RocketBackdrop, RocketSprite } from './scene-rocket';
import { SpacewalkBackdrop, SpacewalkSprite } from './scene-spacewalk';

interface SceneArt {
  Backdrop: ComponentType<SceneProps>;
  Sprite: ComponentType<SpriteProps>;
  /** Whether the sprite turns with the curve (a rocket does; an astronaut floats upright). */
  turns: boolean;
}

/** Each table's own scene: the three tables differ in more than colour. */
const SCENES: Record<CrashTable, SceneArt> = {
  crash: { Backdrop: RocketBackdrop, Sprite: RocketSprite, turns: true },
  crashbull: { Backdrop: BullBackdrop, Sprite: BullSprite, turns: true },
  crashsw: { Backdrop: SpacewalkBackdrop, Sprite: SpacewalkSprite, turns: false },
};

/** The sprite's side in CSS pixels: it keeps its shape however the graph is stretched. */
const SPRITE_PX = { xs: 52, md: 72 };

const spriteSx = {
  position: 'absolute',
  width: SPRITE_PX,
  height: SPRITE_PX,
  overflow: 'visible',
  pointerEvents: 'none',
} as const;

/**
 * The table's backdrop, behind the curve. It fills the graph and is cropped, never stretched, and
 * it is absolutely placed: the graph keeps its size in every phase (no layout shift).
 */
export function CrashSceneBackdrop({ table, ...props }: SceneProps & { table: CrashTable }) {
  const { Backdrop } = SCENES[table];
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${BACKDROP_WIDTH} ${BACKDROP_HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      data-testid="crash-scene"
      data-scene={table}
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    >
      <Backdrop {...props} />
    </Box>
  );
}

/**
 * The table's hero where the curve is now: `left`/`top` in percent of the graph, `angleDeg` the
 * curve's climb (drawn upright when the art does not turn).
 */
export function CrashSceneSprite({
  table,
  left,
  top,
  angleDeg,
  phase,
  still,
}: SceneProps & { table: CrashTable; left: number; top: number; angleDeg: number }) {
  const { Sprite, turns } = SCENES[table];
  const angle = turns && phase === 'running' ? angleDeg : 0;
  return (
    <Box
      component="svg"
      viewBox="-32 -32 64 64"
      aria-hidden
      data-testid="crash-scene-sprite"
      sx={spriteSx}
      // Where the hero is changes every frame: an inline style, not a new class per frame (each
      // would add a rule to the page's style sheet for as long as the page is open).
      style={{
        left: `${left}%`,
        top: `${top}%`,
        // The hero sits just above the curve's tip, so the line stays readable under it.
        transform: `translate(-50%, -75%) rotate(${-angle}deg)`,
      }}
    >
      <Sprite phase={phase} still={still} />
    </Box>
  );
}
