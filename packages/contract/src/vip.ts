import { z } from 'zod';
import { vipLevel } from './content.js';
import { minorUnits } from './money.js';

/**
 * A player's standing in the VIP programme: the total wagered (the stakes of every bet not
 * rolled back, in the account currency), the level it reaches, the next level and how far along
 * the way to it the player is. The levels themselves are content (`GET /api/vip-levels`).
 */

/** Progress is given in basis points of the way from the current level to the next. */
export const VIP_PROGRESS_FULL_BPS = 10_000;

export const vipStatus = z
  .object({
    wagered: minorUnits.meta({ description: 'Stakes of every bet not rolled back (minor units)' }),
    level: vipLevel.nullable().meta({ description: 'The level reached; null without any level' }),
    next_level: vipLevel.nullable().meta({ description: 'The next level; null at the top' }),
    remaining: minorUnits.meta({ description: 'Still to wager to reach the next level; 0 at top' }),
    progress_bps: z.number().int().min(0).max(VIP_PROGRESS_FULL_BPS).meta({
      description: 'How far from the current level to the next (10000 = there, or at the top)',
    }),
  })
  .meta({ id: 'VipStatus' });
export type VipStatus = z.infer<typeof vipStatus>;
