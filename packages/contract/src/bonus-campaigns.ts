import { z } from 'zod';
import { BONUS_KEYS } from './bonuses.js';
import { CURRENCIES, minorUnits } from './money.js';

/*
 * The operator's view of the bonus campaigns (issue 17). The campaigns' rules are the
 * programme's figures (MARKETING_FIGURES, read through bonuses.ts and cashback.ts); this answer
 * adds what each campaign has done: how many bonuses it made and where they are, and the money
 * it granted and released to cash, per currency. A deposit bonus is one campaign per deposit
 * (index 0 is the first deposit's). Admins only.
 */

export const campaignMoney = z
  .object({ currency: z.enum(CURRENCIES), granted: minorUnits, released: minorUnits })
  .meta({ id: 'BonusCampaignMoney' });

export const bonusCampaignFigures = z
  .object({
    bonus_key: z.enum(BONUS_KEYS),
    /** The deposit a deposit bonus rewards (0 = the first); null for the other campaigns. */
    deposit_index: z.number().int().nullable(),
    /** Offered or chosen, waiting for a deposit or a claim. */
    waiting: z.number().int(),
    running: z.number().int(),
    completed: z.number().int(),
    /** Declined, expired, forfeited, cancelled or lapsed. */
    ended: z.number().int(),
    /** Free spins played of the campaign's bonuses. */
    free_spins_played: z.number().int(),
    money: z.array(campaignMoney),
  })
  .meta({ id: 'BonusCampaignFigures' });
export type BonusCampaignFigures = z.infer<typeof bonusCampaignFigures>;

/** `GET /api/admin/bonus-campaigns`: every campaign that has made a bonus, deposits in order. */
export const bonusCampaignList = z.array(bonusCampaignFigures).meta({ id: 'BonusCampaignList' });
