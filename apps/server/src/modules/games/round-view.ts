import type { RoundAction, RoundOutcome, RoundRequest, RoundResult } from '@satsino/contract/games';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { RoundRow } from './games.repo.js';
import { visibleOutcome } from './round-play.js';

/**
 * A round as the player reads it, in the answer to a play and in the history (where the server
 * seed of a revealed pair comes along).
 */
export function roundView(
  round: RoundRow,
  gameSlug: string,
  revealedServerSeed: string | null = null,
): Omit<RoundResult, 'balance'> {
  // A free spin stakes nothing: it shows the spin's value as its bet.
  const stake = toApiMinorUnits(
    BigInt(round.free_spin_bonus_id === null ? round.stake_minor : round.bet_minor),
  );
  const payout = toApiMinorUnits(BigInt(round.payout_minor));
  return {
    round_id: round.id,
    game_id: gameSlug,
    mode: round.mode,
    status: round.status,
    bet: stake,
    payout,
    // For display only: money is never computed from it.
    multiplier: stake > 0 ? payout / stake : 0,
    // Stored already as the player may see it (round-play.ts visibleOutcome); applied again so
    // that no reader can show a running Mines board, whatever wrote the row.
    outcome: visibleOutcome(round.outcome as RoundOutcome, round.status !== 'in_progress'),
    actions: round.actions as RoundAction[],
    fairness: {
      server_seed_hash: round.server_seed_hash,
      client_seed: round.client_seed,
      nonce: round.nonce + 1,
      round_nonce: round.nonce,
      server_seed: revealedServerSeed,
    },
    created_at: round.created_at.toISOString(),
  };
}

/** JSON with its object keys sorted: two equal values always give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Whether a request under an idempotency key already used asks for the round that key made:
 * the same game, bet and parameters. Anything else under the same key is a conflict (409).
 */
export function isSameRoundRequest(
  round: RoundRow,
  gameId: number,
  request: RoundRequest,
): boolean {
  return (
    round.game_id === gameId &&
    BigInt(round.bet_minor) === BigInt(request.bet) &&
    canonical(round.params) === canonical(request.params)
  );
}
