import { z } from 'zod';
import { vipLevel } from './content.js';
import { VIP_MANAGER_MESSAGES } from './messages/vip.js';
import { minorUnits } from './money.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { VIP_MANAGER_MESSAGES };

/**
 * A player's standing in the VIP programme: the total wagered (the stakes of every bet not
 * rolled back, in the account currency), the level it reaches, the next level and how far along
 * the way to it the player is. The levels themselves are content (`GET /api/vip-levels`).
 */

/** Progress is given in basis points of the way from the current level to the next. */
export const VIP_PROGRESS_FULL_BPS = 10_000;

export const vipStatus = z
  .object({
    wagered: minorUnits.meta({
      description: 'Real-money stakes of every bet not rolled back (minor units)',
    }),
    level: vipLevel.nullable().meta({ description: 'The level reached; null without any level' }),
    next_level: vipLevel.nullable().meta({ description: 'The next level; null at the top' }),
    remaining: minorUnits.meta({ description: 'Still to wager to reach the next level; 0 at top' }),
    progress_bps: z.number().int().min(0).max(VIP_PROGRESS_FULL_BPS).meta({
      description: 'How far from the current level to the next (10000 = there, or at the top)',
    }),
  })
  .meta({ id: 'VipStatus' });
export type VipStatus = z.infer<typeof vipStatus>;

// ---------------------------------------------------------------------------------------------
// Platinum's personal VIP manager (docs/decisions/0014)
// ---------------------------------------------------------------------------------------------

/** The level whose players get a manager (SPEC §1). */
export const VIP_MANAGER_LEVEL_KEY = 'platinum';

/** GET /api/vip/manager: the player's personal VIP manager, if one is assigned. */
export const vipManager = z
  .object({
    manager: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .meta({ description: 'Null when none is assigned' }),
  })
  .meta({ id: 'VipManager' });
export type VipManager = z.infer<typeof vipManager>;

export const adminVipManager = z
  .object({
    user_id: z.number().int(),
    user_name: z.string(),
    manager_id: z.number().int(),
    manager_name: z.string(),
    assigned_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminVipManager' });
export type AdminVipManager = z.infer<typeof adminVipManager>;
export const adminVipManagerList = z
  .object({ items: z.array(adminVipManager) })
  .meta({ id: 'AdminVipManagerList' });
export const adminVipManagerParams = z.object({ userId: z.coerce.number().int().positive() });
export const adminVipManagerAssign = z
  .object({ manager_id: z.number().int().positive() })
  .meta({ id: 'AdminVipManagerAssign' });
