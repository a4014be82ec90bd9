import {
  CRASH_HISTORY_SIZE,
  CRASH_MESSAGES,
  CRASH_MY_BETS_LIMIT,
  CRASH_ROUND_BETS_LIMIT,
  CRASH_TABLE_NAMES,
  type CrashBetRequest,
  type CrashMyBet,
  type CrashRoundProof,
  type CrashTable,
  type CrashTableState,
} from '@satsino/contract/crash';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';
import { CRASH_HOUSE_EDGE_BPS, multiplierX100AtMs } from '@satsino/fairness/crash';
import { hashAtPosition } from '@satsino/fairness/crash-chain';
import { platformErrors } from '../../platform/errors.js';
import { InsufficientFundsError } from '../ledger/ledger.errors.js';
import { requireStakeWithinLimits } from '../limits/limits.service.js';
import { crashErrors } from './crash.errors.js';
import { presentChain, presentMyBet, presentPublicBet } from './crash.presenter.js';
import {
  type BetRow,
  chainSecrets,
  crashedHashAt,
  crashedHistory,
  currentRound,
  databaseTime,
  findBet,
  findChain,
  findCrashedRound,
  findPlayer,
  insertBet,
  myBets,
  playableChain,
  roundBets,
  unfinishedRound,
  waitingChain,
} from './crash.repo.js';
import type { CrashLimits } from './crash-limits.js';
import { cashOutBet, cashoutBeatsCrash, crashKeys, type RoundDeps } from './crash-rounds.js';

/** "10.00": a limit in major units, as the wallet's notices write them. */
const major = (minor: number) => (minor / MINOR_UNITS_PER_MAJOR).toFixed(2);
/** "10000×": an auto cash-out bound as the errors write it (digits only, no locale). */
const times = (x100: number) => `${x100 % 100 === 0 ? x100 / 100 : (x100 / 100).toFixed(2)}×`;

/**
 * What players and guests do at a crash table. Any process answers these: a round's state is in
 * the database, and a cash-out is judged by the database clock against the secret crash point.
 */
export function createCrashService(
  deps: RoundDeps & {
    /** The largest stake the bonus programme allows now, or null. */
    maxStakeMinor: (userId: number) => Promise<number | null>;
    /** The clock of the player's responsible-gambling limits. */
    now?: () => Date;
    /** Each table's own bet limits and auto cash-out bounds. */
    limits: CrashLimits;
  },
) {
  const { sql } = deps;

  return {
    async tableState(table: CrashTable): Promise<CrashTableState> {
      const [round, history, playable, waiting, serverTime, limits] = await Promise.all([
        currentRound(sql, table),
        crashedHistory(sql, table, CRASH_HISTORY_SIZE),
        playableChain(sql, table),
        waitingChain(sql, table),
        databaseTime(sql),
        deps.limits.get(table),
      ]);
      const roundChain = round ? await findChain(sql, round.chainId) : undefined;
      // A table runs while a round is open or a salted chain has rounds left.
      const seeding =
        (round && round.settledAt === null) || playable
          ? 'ready'
          : waiting
            ? 'waiting_for_salt'
            : 'no_chain';
      const bets = round ? await roundBets(sql, round.id, CRASH_ROUND_BETS_LIMIT) : [];
      const revealed =
        round?.status === 'crashed' ? history.find((entry) => entry.id === round.id) : undefined;
      return {
        table,
        name: CRASH_TABLE_NAMES[table],
        server_time: serverTime.toISOString(),
        betting_ms: deps.settings.bettingMs,
        growth_per_ms: deps.settings.growthPerMs,
        rtp_bps: 10_000 - CRASH_HOUSE_EDGE_BPS,
        limits,
        chain: roundChain ? presentChain(roundChain) : null,
        seeding,
        waiting_chain: seeding === 'waiting_for_salt' && waiting ? presentChain(waiting) : null,
        round: round
          ? {
              id: round.id,
              position: round.position,
              status: round.status,
              betting_ends_at: round.bettingEndsAt.toISOString(),
              started_at: round.startedAt?.toISOString() ?? null,
              crashed_at: round.crashedAt?.toISOString() ?? null,
              // Secrets until the crash: only a crashed round shows them.
              crash_point_x100: revealed?.crashPointX100 ?? null,
              hash: revealed?.gameHash ?? null,
              bets: bets.map(presentPublicBet),
            }
          : null,
        history: history.map((entry) => ({
          id: entry.id,
          position: entry.position,
          crash_point_x100: entry.crashPointX100,
          hash: entry.gameHash,
          crashed_at: entry.crashedAt.toISOString(),
        })),
      };
    },

    /**
     * Places the player's one bet of the current betting round: the bet row (only while the round
     * takes bets, one per player) and its stake (keyed by round and player) in one transaction.
     * A retry of the same bet answers it; a different one is a 409.
     */
    async placeBet(userId: number, table: CrashTable, body: CrashBetRequest): Promise<CrashMyBet> {
      const player = await findPlayer(sql, userId);
      if (!player) throw platformErrors.unauthenticated();
      if (!player.emailVerified) throw crashErrors.emailNotVerified();
      // One snapshot judges the whole bet: a change made meanwhile applies to the next one.
      const limits = await deps.limits.get(table);
      if (body.amount < limits.min_bet) {
        throw crashErrors.field(
          'amount',
          'crash_min_bet',
          `${CRASH_MESSAGES.minBet} ${major(limits.min_bet)} ${player.currency}`,
        );
      }
      if (body.amount > limits.max_bet) {
        throw crashErrors.field(
          'amount',
          'crash_max_bet',
          `${CRASH_MESSAGES.maxBet} ${major(limits.max_bet)} ${player.currency}`,
        );
      }
      const auto = body.auto_cashout_x100;
      if (
        auto !== undefined &&
        auto !== null &&
        (auto < limits.min_auto_cashout_x100 || auto > limits.max_auto_cashout_x100)
      ) {
        throw crashErrors.field(
          'auto_cashout_x100',
          'crash_auto_cashout_out_of_range',
          `${CRASH_MESSAGES.autoCashoutOutOfRange} ${times(limits.min_auto_cashout_x100)}–${times(limits.max_auto_cashout_x100)}`,
        );
      }
      const cap = await deps.maxStakeMinor(userId);
      if (cap !== null && body.amount > cap) {
        throw crashErrors.field('amount', 'bonus_max_bet_while_wagering');
      }
      const autoCashoutX100 = body.auto_cashout_x100 ?? null;
      const round = await unfinishedRound(sql, table);
      if (round?.status !== 'betting' || round.bettingLeftMs <= 0) {
        throw crashErrors.bettingClosed();
      }
      // The same request again (a retry) answers the bet it made; another one is refused.
      const sameBetOrConflict = (existing: BetRow) => {
        if (
          existing.amountMinor === BigInt(body.amount) &&
          existing.autoCashoutX100 === autoCashoutX100
        ) {
          return presentMyBet({ ...existing, table, crashPointX100: null });
        }
        throw crashErrors.alreadyBet();
      };
      const existing = await findBet(sql, round.id, userId);
      if (existing) return sameBetOrConflict(existing);

      const betKey = crashKeys.bet(round.id, userId);
      const amountMinor = BigInt(body.amount);
      let bet: BetRow | undefined;
      await deps.bets.prepare(userId, player.currency);
      try {
        // The bet row and its stake commit together: no stake without its bet, no bet unpaid.
        bet = await deps.ledger.transact(async (work) => {
          const stake = { userId, currency: player.currency, stakeMinor: amountMinor };
          await requireStakeWithinLimits(work.client, stake, deps.now?.() ?? new Date());
          const row = await insertBet(work.client, {
            roundId: round.id,
            userId,
            currency: player.currency,
            amountMinor,
            autoCashoutX100,
            betKey,
          });
          if (!row) return undefined;
          await deps.bets.placeBet(
            {
              userId,
              currency: player.currency,
              stakeMinor: amountMinor,
              idempotencyKey: betKey,
              round: crashKeys.round(round.id),
              game: `crash:${table}`,
            },
            work,
          );
          return row;
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw crashErrors.field('amount', 'crash_insufficient_funds');
        }
        throw error;
      }
      if (!bet) {
        // A copy of this request placed it first (answer it), another bet is there (409), or
        // the round stopped taking bets.
        const raced = await findBet(sql, round.id, userId);
        if (raced) return sameBetOrConflict(raced);
        throw crashErrors.bettingClosed();
      }
      deps.publisher.publish({
        type: 'bet',
        table,
        round_id: round.id,
        bet: presentPublicBet(bet),
      });
      return presentMyBet({ ...bet, table, crashPointX100: null });
    },

    /**
     * Cashes the player's bet out at the multiplier the database clock gives now, provided the
     * round has not reached its crash point; a bet whose auto cash-out was already reached is cashed
     * at its target.
     */
    async cashOut(userId: number, table: CrashTable): Promise<CrashMyBet> {
      const round = await unfinishedRound(sql, table);
      const bet = round ? await findBet(sql, round.id, userId) : undefined;
      if (!round || !bet) throw crashErrors.noRunningBet();
      const asMine = (row: typeof bet) =>
        presentMyBet({
          ...row,
          table,
          crashPointX100: round.status === 'crashed' ? round.crashPointX100 : null,
        });
      if (bet.status === 'cashed_out') return asMine(bet);
      if (bet.status === 'lost') throw crashErrors.tooLate();
      if (round.status === 'betting') throw crashErrors.notStarted();
      const now = multiplierX100AtMs(round.elapsedMs ?? 0, deps.settings.growthPerMs);
      const auto = bet.autoCashoutX100;
      let cashoutX100: number;
      if (auto !== null && auto <= now && cashoutBeatsCrash(auto, round.crashPointX100)) {
        cashoutX100 = auto;
      } else if (now < round.crashPointX100 || cashoutBeatsCrash(now, round.crashPointX100)) {
        // Up to and including the crash point itself, as an auto cash-out at that target.
        cashoutX100 = now;
      } else {
        throw crashErrors.tooLate();
      }
      const cashed = await cashOutBet(deps, round, bet, cashoutX100);
      if (cashed) return asMine(cashed);
      // Someone else (the leader's auto cash-out or the settlement) was first: answer what it is.
      const after = await findBet(sql, round.id, userId);
      if (after?.status === 'cashed_out') return asMine(after);
      throw crashErrors.tooLate();
    },

    async myBets(userId: number, table: CrashTable): Promise<CrashMyBet[]> {
      return (await myBets(sql, userId, table, CRASH_MY_BETS_LIMIT)).map(presentMyBet);
    },

    /** A crashed round with what verifying it needs; rounds not yet crashed do not exist here. */
    async roundProof(table: CrashTable, id: number): Promise<CrashRoundProof> {
      const round = await findCrashedRound(sql, table, id);
      if (!round) throw crashErrors.roundNotFound();
      const chain = await findChain(sql, round.chainId);
      if (!chain) throw crashErrors.roundNotFound();
      let previousHash: string;
      if (round.position === 1) {
        previousHash = chain.terminatingHash;
      } else {
        // Earlier positions are always played (and revealed) first.
        previousHash =
          (await crashedHashAt(sql, round.chainId, round.position - 1)) ??
          hashAtPosition((await chainSecrets(sql, round.chainId)).checkpoints, round.position - 1);
      }
      return {
        id: round.id,
        table,
        position: round.position,
        hash: round.gameHash,
        previous_hash: previousHash,
        crash_point_x100: round.crashPointX100,
        crashed_at: round.crashedAt.toISOString(),
        chain: presentChain(chain),
      };
    },
  };
}
export type CrashService = ReturnType<typeof createCrashService>;
