import type { CrashChain, CrashMyBet, CrashPublicBet } from '@satsino/contract/crash';
import { toApiMinorUnits } from '@satsino/contract/money';
import { maskNickname } from '../games/games-feed.js';
import type { BetRow, ChainRow, MyBetRow } from './crash.repo.js';

/**
 * A bet as every viewer of the table sees it, guests included: the nickname partly hidden, as in
 * the site's live feed (the room's events go to everyone, so no viewer gets it whole).
 */
export function presentPublicBet(bet: BetRow): CrashPublicBet {
  return {
    id: bet.id,
    player: maskNickname(bet.player),
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

/** A chain's public commitment: never its seed or checkpoints. */
export function presentChain(chain: ChainRow): CrashChain {
  return {
    id: chain.id,
    table: chain.table,
    terminating_hash: chain.terminatingHash,
    length: chain.length,
    published_at: chain.publishedAt.toISOString(),
    promised_block_height: chain.promisedBlockHeight,
    salt: chain.salt,
    salted_at: chain.saltedAt?.toISOString() ?? null,
    rounds_played: chain.roundsPlayed,
    status: chain.status,
    created_at: chain.createdAt.toISOString(),
  };
}
