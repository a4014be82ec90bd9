import type { PageTranslation } from '@satsino/contract/content';
import { amount, figures as f } from '../../../figures.js';

export const vip: PageTranslation = {
  title: 'VIP Programme',
  description:
    'Four VIP levels — Bronze, Silver, Gold and Platinum — with a reload bonus, priority withdrawals, VIP cashback and a personal manager.',
  body: `# VIP Programme

Every Satsino player is part of the VIP programme from the first deposit. The more you play, the higher your level — and every level keeps the benefits of the ones below it.

## The levels

| Level | Reached at (total wagered) | Benefits |
|---|---|---|
| **Bronze** | your first deposit | ${f.vipReload}% reload bonus on every deposit after your fourth |
| **Silver** | ${amount(f.silverWagered)} | Priority withdrawals and a dedicated support queue |
| **Gold** | ${amount(f.goldWagered)} | ${f.goldCashback}% VIP cashback every week |
| **Platinum** | ${amount(f.platinumWagered)} | ${f.platinumCashback}% VIP cashback and a personal VIP manager |

Amounts are in your account currency (USD or EUR).

## How your level is calculated

Your level follows the total amount you have wagered with real money since you joined: every settled bet counts its full stake, whatever the game. Bets placed with bonus funds, and bets that are cancelled or refunded, do not count. Your progress is shown in your account under **VIP**, and you move up as soon as you reach a threshold. Levels are never taken away.

## The benefits in detail

**Reload bonus (Bronze and above).** Your first four deposits come with the deposit bonuses of our welcome package. From your fifth deposit on, every deposit of at least ${amount(f.minDeposit)} can take a ${f.vipReload}% reload bonus of up to ${amount(f.bonusMax)}, with the usual ${f.wagering}× wagering. As always, you can choose no bonus instead.

**Priority withdrawals (Silver and above).** Your withdrawals go to the front of the review queue, and your messages to a dedicated team.

**VIP cashback (Gold and Platinum).** Every Monday we pay ${f.goldCashback}% (Gold) or ${f.platinumCashback}% (Platinum) of your net losses of the previous week, in real money with no wagering. It comes on top of our daily and weekly cashback promotions.

**Personal VIP manager (Platinum).** One person who knows your account, available through your preferred channel, who can arrange tailored limits, faster verification and invitations to special events.

## Fair play

VIP benefits are for recreational players. Wagering generated through bonus abuse, collusion or automated play does not count, and may lead us to reset your progress. If you have set deposit limits or excluded yourself, we will never contact you with VIP offers.
`,
};
