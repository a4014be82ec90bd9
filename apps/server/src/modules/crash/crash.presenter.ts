import type { CrashMyBet, CrashPublicBet } from '@satsino/contract/crash';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { BetRow, MyBetRow } from './crash.repo.js';

export function presentPublicBet(bet: BetRow): CrashPublicBet {
  return {
    id: bet.id,
    player: bet.player,
    amount: toApiMinorUnits(bet.amountMinor),
    currency: bet.currency,
    status: bet.status,
    cashout_x100: bet.cashoutX100,
    payout: bet.payoutMinor === null ? null : toApiMinorUnits(bet.payoutMinor),
  };
}

export function presentMyBet(bet: MyBetRow): CrashMyBet {
  return {
    id: bet.id,
    round_id: bet.roundId,
    table: bet.table,
    amount: toApiMinorUnits(bet.amountMinor),
    currency: bet.currency,
    auto_cashout_x100: bet.autoCashoutX100,
    status: bet.status,
    cashout_x100: bet.cashoutX100,
    payout: bet.payoutMinor === null ? null : toApiMinorUnits(bet.payoutMinor),
    crash_point_x100: bet.crashPointX100,
    created_at: bet.createdAt.toISOString(),
  };
}
