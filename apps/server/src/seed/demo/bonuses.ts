import { depositBonusTerms } from '@satsino/contract/bonuses';
import type { Currency } from '@satsino/contract/money';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { findUserByEmail } from '../../modules/account/account.repo.js';
import { playerBonuses } from '../../modules/bonuses/bonuses.schema.js';
import { depositOfferValues } from '../../modules/bonuses/deposit-offer.js';
import { chainDeposits } from '../../modules/wallet/wallet.schema.js';
import { DEMO_ACCOUNTS } from './accounts.js';

/**
 * The bonuses domain's demo data: the demo player's deposit offer for their next deposit (the
 * welcome bonus on a fresh database; MARKETING_FIGURES), available to claim on /settings/bonus or
 * in the deposit step. The offers of later deposits are made by the programme itself. Idempotent: the offer's
 * unique key makes a second run a no-op, and nothing an operator or the player changed is touched.
 */
export async function seedDemoBonuses(db: Db): Promise<void> {
  const demoPlayer = DEMO_ACCOUNTS.find((account) => account.role === 'player');
  if (!demoPlayer) return;
  const user = await findUserByEmail(db, demoPlayer.email);
  if (!user) return;
  // The offer of the player's next deposit, as the programme would make it.
  const [deposits] = await db
    .select({ count: count() })
    .from(chainDeposits)
    .where(and(eq(chainDeposits.userId, user.id), eq(chainDeposits.status, 'confirmed')));
  const terms = depositBonusTerms(deposits?.count ?? 0);
  if (!terms) return;
  await db
    .insert(playerBonuses)
    .values({
      userId: user.id,
      finished: 0,
      ...depositOfferValues(terms, user.currency as Currency, new Date()),
    })
    .onConflictDoNothing();
}
