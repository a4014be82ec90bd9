import { type BonusCampaignFigures, bonusCampaignList } from '@satsino/contract/bonus-campaigns';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { adminOnly } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import { type CampaignRow, campaignFigures } from './admin-campaigns.repo.js';

const bearer = [{ bearerAuth: [] }];

/** The rows of one campaign, one per currency, as the campaign's figures. */
export function presentCampaigns(rows: CampaignRow[]): BonusCampaignFigures[] {
  const campaigns = new Map<string, BonusCampaignFigures>();
  for (const row of rows) {
    const key = `${row.bonus_key}:${row.deposit_index ?? ''}`;
    let campaign = campaigns.get(key);
    if (!campaign) {
      campaign = {
        bonus_key: row.bonus_key,
        deposit_index: row.deposit_index,
        waiting: 0,
        running: 0,
        completed: 0,
        ended: 0,
        free_spins_played: 0,
        money: [],
      };
      campaigns.set(key, campaign);
    }
    campaign.waiting += row.waiting;
    campaign.running += row.running;
    campaign.completed += row.completed;
    campaign.ended += row.ended;
    campaign.free_spins_played += row.free_spins_played;
    campaign.money.push({
      currency: row.currency,
      granted: toApiMinorUnits(BigInt(row.granted)),
      released: toApiMinorUnits(BigInt(row.released)),
    });
  }
  return [...campaigns.values()];
}

/** What each bonus campaign has done: the bonuses it made, and the money granted and released. */
export function registerBonusCampaignRoutes(app: FastifyInstance, deps: { pool: pg.Pool }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/bonus-campaigns',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          "Each bonus campaign's bonuses by state, and the money granted and released to cash per currency",
        security: bearer,
        response: { 200: bonusCampaignList, ...errorResponses(401, 403) },
      },
    },
    async () => presentCampaigns(await campaignFigures(deps.pool)),
  );
}
