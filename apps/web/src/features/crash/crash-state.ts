import type { CrashEvent, CrashPublicBet, CrashTableState } from '@satsino/contract/crash';
import { CRASH_HISTORY_SIZE } from '@satsino/contract/crash';

/**
 * The table after a real-time event. Pure, so the page's state is a fold of the first answer and
 * the events that followed. An event about another round than the one shown (a missed event)
 * answers `undefined`: the caller then asks the server for the table again.
 */
export function applyCrashEvent(
  state: CrashTableState,
  event: CrashEvent,
): CrashTableState | undefined {
  if (event.table !== state.table) return state;
  const round = state.round;
  switch (event.type) {
    case 'betting':
      if (round?.id === event.round_id) return state;
      // The shown round's crash was missed (say, between the first answer and joining the room):
      // its entry in the history would be missing, so the table is read again.
      if (round && round.status !== 'crashed') return undefined;
      // The first round of a chain, or a table that was waiting for its salt: the chain shown
      // changes, so the table is read again rather than patched.
      if (state.seeding !== 'ready' || event.position === 1) return undefined;
      return {
        ...state,
        server_time: event.server_time,
        round: {
          id: event.round_id,
          position: event.position,
          status: 'betting',
          betting_ends_at: event.betting_ends_at,
          started_at: null,
          crashed_at: null,
          crash_point_x100: null,
          hash: null,
          bets: [],
        },
      };
    case 'started':
      if (round?.id !== event.round_id) return undefined;
      return {
        ...state,
        server_time: event.server_time,
        round: { ...round, status: 'running', started_at: event.started_at },
      };
    case 'bet':
    case 'cashout':
      if (round?.id !== event.round_id)
        return round && round.id > event.round_id ? state : undefined;
      return { ...state, round: { ...round, bets: upsertBet(round.bets, event.bet) } };
    case 'crashed': {
      if (round?.id !== event.round_id) return undefined;
      const entry = {
        id: event.round_id,
        position: event.position,
        crash_point_x100: event.crash_point_x100,
        hash: event.hash,
        crashed_at: event.crashed_at,
      };
      return {
        ...state,
        round: {
          ...round,
          status: 'crashed',
          crashed_at: event.crashed_at,
          crash_point_x100: event.crash_point_x100,
          hash: event.hash,
          // Whoever had not cashed out lost.
          bets: round.bets.map((bet) =>
            bet.status === 'active' ? { ...bet, status: 'lost' } : bet,
          ),
        },
        history: [entry, ...state.history.filter((item) => item.id !== entry.id)].slice(
          0,
          CRASH_HISTORY_SIZE,
        ),
      };
    }
  }
}

function upsertBet(bets: CrashPublicBet[], bet: CrashPublicBet): CrashPublicBet[] {
  const others = bets.filter((item) => item.id !== bet.id);
  return [...others, bet].sort((a, b) => b.amount - a.amount || a.id - b.id);
}

/** Milliseconds to add to this device's clock to read the server's (from an answer's server_time). */
export function clockOffsetMs(serverTime: string, receivedAtMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAtMs;
}
