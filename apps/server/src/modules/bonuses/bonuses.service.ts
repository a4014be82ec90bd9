import {
  type AdminBonusGrantRequest,
  BONUS_LIST_LIMIT,
  BONUS_MESSAGES,
  depositBonusAmountMinor,
  depositBonusTerms,
  MAX_BET_WHILE_WAGERING_MINOR,
} from '@satsino/contract/bonuses';
import type { Currency } from '@satsino/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import { platformErrors } from '../../platform/errors.js';
import { vipReloadBonusTerms } from '../cashback/reload-bonus.js';
import { ledgerErrors } from '../ledger/ledger.errors.js';
import type { Ledger, LedgerWork } from '../ledger/ledger.service.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { operatorBonusMessages } from './bonus-messages.js';
import { bonusErrors, isOneActiveViolation } from './bonuses.errors.js';
import {
  type BonusRow,
  countConfirmedDeposits,
  findBonus,
  findBonusGrantedUnder,
  findClaimedDepositBonus,
  findPlayableFreeSpins,
  hasActiveBonus,
  hasDepositOfferFrom,
  hasRunningBonus,
  insertBonus,
  lapseStaleOffers,
  listOpenBonuses,
  listPlayerBonuses,
  lockBalances,
  lockPlayerBonuses,
  markClaimed,
  markEndedUnfunded,
  markFinished,
  markGranted,
  playersToSweep,
  recordFreeSpinWin,
  stakesSince,
  takeFreeSpin,
  updateProgress,
  userCurrencyAndLocale,
} from './bonuses.repo.js';
import { addDays, depositOfferValues } from './deposit-offer.js';

/** A deposit just credited, as the cashier tells the bonus programme inside its transaction. */
export interface CreditedDeposit {
  userId: number;
  currency: Currency;
  /** The on-chain deposit credited; null for a paid Lightning invoice. */
  chainDepositId: number | null;
  creditedMinor: bigint;
}

/** How a running bonus ends: its remaining bonus balance goes to the player or to the house. */
type Settlement =
  | { state: 'completed'; reason?: null }
  | { state: 'expired' | 'forfeited' | 'cancelled'; reason?: string | null };

/** Whether a running bonus's free spins can still be played at `now`. */
function freeSpinsPlayable(row: BonusRow, now: Date): boolean {
  return (
    row.fsUsed < row.fsTotal &&
    row.fsExpiresAt !== null &&
    row.fsExpiresAt > now &&
    row.expiresAt > now
  );
}

/** One free spin taken for a round: the bonus, the spin's number and its fixed stake. */
export interface FreeSpinTicket {
  bonusId: number;
  userId: number;
  currency: Currency;
  number: number;
  total: number;
  stakeMinor: bigint;
  expiresAt: Date;
}

/** What a free-spin round needs to know of the player's spins on one game. */
export interface FreeSpinState {
  bonusId: number;
  used: number;
  total: number;
  stakeMinor: bigint;
  wonMinor: bigint;
  expiresAt: Date;
}

/** What a player's action did, decided inside the transaction and answered after it. */
type ActionOutcome = { ok: true; row: BonusRow } | { ok: false; error: Error };

/**
 * The bonus programme (SPEC §3/§4/§5, DESIGN §4): deposit offers for the first four deposits,
 * claim and decline, the grant with the next qualifying deposit, wagering read from the ledger's
 * bets, and the end of every bonus — paid out as cash when wagered, given back to the house when
 * it expires or is forfeited. Bonuses are settled lazily whenever they are looked at and by a
 * periodic sweep; every money step is a ledger transfer with its own idempotency key.
 */
export function createBonusService(deps: {
  ledger: Ledger;
  operatorLog: OperatorLog;
  logger: FastifyBaseLogger;
  now: () => Date;
}) {
  const { ledger } = deps;

  async function requireUser(userId: number) {
    const user = await ledger.read((client) => userCurrencyAndLocale(client, userId));
    if (!user) throw platformErrors.notFound();
    return { currency: user.currency as Currency, locale: user.locale };
  }

  /**
   * Ends a running bonus in the caller's transaction (the row locked): the whole bonus balance
   * moves to cash (completed) or back to the house (anything else). One transfer, keyed by the
   * bonus, so it happens at most once.
   */
  async function settleRunning(
    work: LedgerWork,
    row: BonusRow,
    settlement: Settlement,
    progressMinor: bigint | undefined,
    now: Date,
  ): Promise<void> {
    const currency = row.currency as Currency;
    const player = await ledger.accounts.playerAccounts(row.userId, currency, work.client);
    const { bonusMinor } = await lockBalances(work.client, player.cash.id, player.bonus.id);
    let transferId: number | null = null;
    if (bonusMinor > 0n) {
      const completed = settlement.state === 'completed';
      const counter = completed
        ? player.cash
        : await ledger.accounts.systemAccount('bonus_cost', currency, work.client);
      const posted = await work.post({
        idempotencyKey: `bonus:${row.id}:${completed ? 'release' : 'forfeit'}`,
        kind: completed ? 'bonus_payment' : 'bonus_forfeit',
        currency,
        legs: [
          { account: player.bonus, amount: -bonusMinor },
          { account: counter, amount: bonusMinor },
        ],
        reference: `bonus:${row.id}`,
        metadata: { bonus_id: row.id, step: settlement.state },
      });
      transferId = posted.id;
    }
    await markFinished(work.client, row.id, {
      state: settlement.state,
      // A bonus the player gave up reads as declined (SPEC §4: decline sends -1).
      active: settlement.state === 'forfeited' || settlement.state === 'cancelled' ? -1 : 1,
      settledMinor: bonusMinor,
      settleTransferId: transferId,
      ...(progressMinor === undefined ? {} : { wageringProgressMinor: progressMinor }),
      endReason: settlement.reason ?? null,
      now,
    });
  }

  async function progressOf(work: LedgerWork, row: BonusRow): Promise<bigint> {
    if (row.wageringFromEntryId === null) return row.wageringProgressMinor;
    const player = await ledger.accounts.playerAccounts(
      row.userId,
      row.currency as Currency,
      work.client,
    );
    return stakesSince(work.client, [player.cash.id, player.bonus.id], row.wageringFromEntryId);
  }

  /**
   * Brings one player's open bonuses up to date: offers and claims past their expiry end;
   * a running bonus whose wagering is done pays out, one past its expiry is forfeited; otherwise
   * its progress is refreshed. Safe to run any time, from any process.
   */
  async function refreshPlayer(userId: number): Promise<void> {
    const open = await ledger.read((client) => listOpenBonuses(client, userId));
    const now = deps.now();
    const due = open.filter(
      (row) =>
        row.state === 'running' ||
        ((row.state === 'available' || row.state === 'claimed') && row.expiresAt <= now),
    );
    for (const candidate of due) {
      await ledger.transact(async (work) => {
        await lockPlayerBonuses(work.client, userId);
        const row = await findBonus(work.client, candidate.id, true);
        if (!row || row.finished === 1) return;
        if (row.state === 'available' || row.state === 'claimed') {
          if (row.expiresAt > now) return;
          await markEndedUnfunded(work.client, row.id, 'expired', now);
          return;
        }
        if (row.state !== 'running') return;
        const progress = await progressOf(work, row);
        const required = row.wageringRequiredMinor ?? 0n;
        // A bonus whose free spins can still be played waits for them: their wins add wagering.
        if (progress >= required && !freeSpinsPlayable(row, now)) {
          await settleRunning(work, row, { state: 'completed' }, progress, now);
        } else if (row.expiresAt <= now) {
          await settleRunning(work, row, { state: 'expired' }, progress, now);
        } else {
          await updateProgress(work.client, row.id, progress, now);
        }
      });
    }
  }

  /**
   * The deposit offer of the player's next deposit (SPEC §9: one for each of the first four),
   * made when first looked for; offers the player deposited past without claiming lapse.
   */
  async function ensureDepositOffer(userId: number, currency: Currency): Promise<void> {
    const now = deps.now();
    await ledger.transact(async ({ client }) => {
      await lockPlayerBonuses(client, userId);
      const deposits = await countConfirmedDeposits(client, userId);
      await lapseStaleOffers(client, userId, deposits, now);
      // One deposit offer at a time: none while one waits for its deposit.
      if (await hasDepositOfferFrom(client, userId, deposits)) return;
      // The four deposit bonuses, then Bronze's reload bonus on every later deposit.
      const terms = depositBonusTerms(deposits) ?? vipReloadBonusTerms(deposits);
      if (!terms) return;
      await insertBonus(client, {
        userId,
        ...depositOfferValues(terms, currency, now),
        grantedBy: null,
        now,
      });
    });
  }

  async function readBonus(id: number): Promise<BonusRow> {
    const row = await ledger.read((client) => findBonus(client, id));
    if (!row) throw bonusErrors.notFound();
    return row;
  }

  /** Runs a player's or an operator's action on one bonus; failures are decided inside. */
  async function act(
    id: number,
    ownerId: number | null,
    decide: (work: LedgerWork, row: BonusRow, now: Date) => Promise<ActionOutcome>,
  ): Promise<BonusRow> {
    const existing = await ledger.read((client) => findBonus(client, id));
    // Another player's bonus is as unknown as one that does not exist.
    if (!existing || (ownerId !== null && existing.userId !== ownerId)) {
      throw bonusErrors.notFound();
    }
    await refreshPlayer(existing.userId);
    let outcome: ActionOutcome;
    try {
      outcome = await ledger.transact(async (work) => {
        await lockPlayerBonuses(work.client, existing.userId);
        const row = await findBonus(work.client, id, true);
        if (!row) return { ok: false, error: bonusErrors.notFound() };
        return decide(work, row, deps.now());
      });
    } catch (error) {
      if (isOneActiveViolation(error)) throw bonusErrors.otherActive();
      throw error;
    }
    if (!outcome.ok) throw outcome.error;
    // A claim of a bonus whose wagering needs nothing is over at once.
    await refreshPlayer(existing.userId);
    return readBonus(id);
  }

  const fail = (error: Error): ActionOutcome => ({ ok: false, error });
  const done = (row: BonusRow): ActionOutcome => ({ ok: true, row });

  async function claim(work: LedgerWork, row: BonusRow, now: Date): Promise<ActionOutcome> {
    switch (row.state) {
      case 'claimed':
      case 'running':
        return done(row);
      case 'available': {
        if (row.expiresAt <= now) return fail(bonusErrors.expired());
        if (row.depositIndex !== null) {
          const deposits = await countConfirmedDeposits(work.client, row.userId);
          if (row.depositIndex < deposits) {
            await lapseStaleOffers(work.client, row.userId, deposits, now);
            return fail(bonusErrors.lapsed());
          }
        }
        await markClaimed(work.client, row.id, now);
        return done(row);
      }
      case 'declined':
      case 'forfeited':
      case 'cancelled':
        return fail(bonusErrors.declinedAlready());
      case 'expired':
        return fail(bonusErrors.expired());
      case 'lapsed':
        return fail(bonusErrors.lapsed());
      case 'completed':
        return fail(bonusErrors.finished());
    }
  }

  async function decline(work: LedgerWork, row: BonusRow, now: Date): Promise<ActionOutcome> {
    switch (row.state) {
      case 'declined':
      case 'forfeited':
        return done(row);
      case 'available':
      case 'claimed':
        await markEndedUnfunded(work.client, row.id, 'declined', now);
        return done(row);
      case 'running':
        await settleRunning(work, row, { state: 'forfeited' }, await progressOf(work, row), now);
        return done(row);
      case 'expired':
        return fail(bonusErrors.expired());
      default:
        return fail(bonusErrors.finished());
    }
  }

  return {
    refreshPlayer,

    /** SPEC §7 POST /user/bonuses: the player's bonuses, the next deposit offer included. */
    async listForPlayer(userId: number) {
      const user = await requireUser(userId);
      await ensureDepositOffer(userId, user.currency);
      await refreshPlayer(userId);
      const rows = await ledger.read((client) =>
        listPlayerBonuses(client, userId, BONUS_LIST_LIMIT),
      );
      return { rows, locale: user.locale };
    },

    /** SPEC §7 POST /user/bonuses/active: 1 claims, -1 declines; a repeat changes nothing. */
    async setActive(userId: number, id: number, active: 1 | -1) {
      const user = await requireUser(userId);
      const row = await act(id, userId, active === 1 ? claim : decline);
      const message =
        active === -1
          ? BONUS_MESSAGES.declined
          : row.state === 'claimed'
            ? BONUS_MESSAGES.claimed
            : BONUS_MESSAGES.activated;
      return { row, locale: user.locale, message };
    },

    /**
     * SPEC §5: whether a withdrawal must wait (a bonus with active 1 and finished 0). Outside a
     * transaction the player's bonuses are brought up to date first (a bonus wagered to the end
     * no longer blocks); inside one (`within`) the programme's lock of the player is held until
     * that transaction ends, so no claim or grant commits between this answer and what the
     * caller does with it.
     */
    async hasActiveBonus(userId: number, within?: LedgerWork): Promise<boolean> {
      if (within) {
        await lockPlayerBonuses(within.client, userId);
        return hasActiveBonus(within.client, userId);
      }
      await refreshPlayer(userId);
      return ledger.read((client) => hasActiveBonus(client, userId));
    },

    /**
     * The cashier's hook, first in the transaction that credits a deposit: the programme's lock
     * of the player, before the deposit locks the player's balances — the order a settlement
     * takes them in, so the two never deadlock.
     */
    async lockPlayerBonuses(work: LedgerWork, userId: number): Promise<void> {
      await lockPlayerBonuses(work.client, userId);
    },

    /**
     * The largest stake a game may take from the player now: the promotions' maximum bet while a
     * bonus is being wagered, else no limit of ours (null).
     */
    async maxStakeMinor(userId: number): Promise<number | null> {
      const running = await ledger.read((client) => hasRunningBonus(client, userId));
      return running ? MAX_BET_WHILE_WAGERING_MINOR : null;
    },

    /**
     * The cashier's hook, inside the transaction that credits a deposit (so at most once per
     * deposit): a claimed deposit bonus is granted — percent of the deposit, capped — from the
     * house's bonus cost to the player's bonus balance.
     */
    async onDepositCredited(work: LedgerWork, deposit: CreditedDeposit): Promise<void> {
      const now = deps.now();
      await lockPlayerBonuses(work.client, deposit.userId);
      const row = await findClaimedDepositBonus(work.client, deposit.userId);
      if (!row || row.currency !== deposit.currency) return;
      if (row.expiresAt <= now) {
        await markEndedUnfunded(work.client, row.id, 'expired', now);
        return;
      }
      const terms =
        row.depositIndex === null
          ? undefined
          : (depositBonusTerms(row.depositIndex) ?? vipReloadBonusTerms(row.depositIndex));
      // Below the minimum deposit the claim stays, waiting for a deposit that qualifies.
      if (!terms || deposit.creditedMinor < BigInt(terms.minDepositMinor)) return;
      const amount = depositBonusAmountMinor(
        deposit.creditedMinor,
        row.percent ?? terms.percent,
        row.maxBonusMinor ?? BigInt(terms.maxBonusMinor),
      );
      if (amount <= 0n) return;
      const player = await ledger.accounts.playerAccounts(
        deposit.userId,
        deposit.currency,
        work.client,
      );
      const cost = await ledger.accounts.systemAccount('bonus_cost', deposit.currency, work.client);
      const posted = await work.post({
        idempotencyKey: `bonus:${row.id}:grant`,
        kind: 'bonus_payment',
        currency: deposit.currency,
        legs: [
          { account: cost, amount: -amount },
          { account: player.bonus, amount },
        ],
        reference: `bonus:${row.id}`,
        metadata: { bonus_id: row.id, step: 'grant', chain_deposit_id: deposit.chainDepositId },
      });
      await markGranted(work.client, row.id, {
        amountMinor: amount,
        wageringRequiredMinor: amount * BigInt(row.wageringMultiplier),
        expiresAt: addDays(now, row.validDays),
        chainDepositId: deposit.chainDepositId,
        grantTransferId: posted.id,
        now,
      });
    },

    /**
     * Free spins (issue 14), inside the caller's transaction (a free-spin round's): takes the
     * next spin of the player's oldest running bonus that has spins for `gameSlug`, under the
     * programme's lock of the player, or answers undefined when there is none. The count is a
     * conditional update, so it never passes the total; the round's unique spin number makes a
     * spin unplayable twice.
     */
    async takeFreeSpin(
      work: LedgerWork,
      userId: number,
      gameSlug: string,
    ): Promise<FreeSpinTicket | undefined> {
      const now = deps.now();
      await lockPlayerBonuses(work.client, userId);
      const row = await findPlayableFreeSpins(work.client, userId, gameSlug, now, true);
      if (!row || row.fsStakeMinor === null || row.fsExpiresAt === null) return undefined;
      const number = await takeFreeSpin(work.client, row.id, now);
      if (number === undefined) return undefined;
      return {
        bonusId: row.id,
        userId,
        currency: row.currency as Currency,
        number,
        total: row.fsTotal,
        stakeMinor: row.fsStakeMinor,
        expiresAt: row.fsExpiresAt < row.expiresAt ? row.fsExpiresAt : row.expiresAt,
      };
    },

    /**
     * A free spin's win, in the round's transaction: the house's bonus cost pays it into the
     * player's bonus balance (one `win` transfer keyed by the spin, so at most once), and the
     * bonus's wagering grows by the win times the spins' multiplier.
     */
    async creditFreeSpinWin(
      work: LedgerWork,
      ticket: FreeSpinTicket,
      winMinor: bigint,
      roundRef: string,
    ): Promise<void> {
      if (winMinor <= 0n) return;
      const player = await ledger.accounts.playerAccounts(
        ticket.userId,
        ticket.currency,
        work.client,
      );
      const cost = await ledger.accounts.systemAccount('bonus_cost', ticket.currency, work.client);
      await work.post({
        idempotencyKey: `freespin:${ticket.bonusId}:${ticket.number}`,
        kind: 'win',
        currency: ticket.currency,
        legs: [
          { account: cost, amount: -winMinor },
          { account: player.bonus, amount: winMinor },
        ],
        reference: `freespin:${roundRef}`,
        metadata: { bonus_id: ticket.bonusId, free_spin: ticket.number, round: roundRef },
      });
      await recordFreeSpinWin(work.client, ticket.bonusId, winMinor, deps.now());
    },

    /** The player's free spins on `gameSlug` that can be played now, or null. */
    async freeSpinsFor(userId: number, gameSlug: string): Promise<FreeSpinState | null> {
      const now = deps.now();
      const row = await ledger.read((client) =>
        findPlayableFreeSpins(client, userId, gameSlug, now),
      );
      if (!row || row.fsStakeMinor === null || row.fsExpiresAt === null) return null;
      return {
        bonusId: row.id,
        used: row.fsUsed,
        total: row.fsTotal,
        stakeMinor: row.fsStakeMinor,
        wonMinor: row.fsWonMinor,
        expiresAt: row.fsExpiresAt < row.expiresAt ? row.fsExpiresAt : row.expiresAt,
      };
    },

    /** A bonus's spins as they are now (after a free-spin round, to answer with). */
    async freeSpinState(work: LedgerWork, bonusId: number): Promise<FreeSpinState> {
      const row = await findBonus(work.client, bonusId);
      if (!row || row.fsStakeMinor === null || row.fsExpiresAt === null) {
        throw new Error(`bonus ${bonusId} has no free spins`);
      }
      return {
        bonusId: row.id,
        used: row.fsUsed,
        total: row.fsTotal,
        stakeMinor: row.fsStakeMinor,
        wonMinor: row.fsWonMinor,
        expiresAt: row.fsExpiresAt < row.expiresAt ? row.fsExpiresAt : row.expiresAt,
      };
    },

    async listForOperator(userId: number) {
      await requireUser(userId);
      await refreshPlayer(userId);
      return ledger.read((client) => listPlayerBonuses(client, userId, BONUS_LIST_LIMIT));
    },

    /**
     * A cash bonus granted by hand: running at once, wagered like a deposit bonus. The grant is
     * keyed by the operator's request key: sent again, it answers the bonus it granted (also
     * one that has ended since); with another player, amount or terms it is a 409.
     */
    async grantByOperator(
      operatorId: number,
      userId: number,
      body: Required<Omit<AdminBonusGrantRequest, 'reason'>> & { reason: string },
      requestKey: string,
    ): Promise<BonusRow> {
      const user = await requireUser(userId);
      const now = deps.now();
      const amount = BigInt(body.amount);
      const idempotencyKey = `bonus-grant:${operatorId}:${requestKey}`;
      const player = await ledger.accounts.playerAccounts(userId, user.currency);
      const cost = await ledger.accounts.systemAccount('bonus_cost', user.currency);
      let id: number;
      try {
        id = await ledger.transact(async (work) => {
          await lockPlayerBonuses(work.client, userId);
          // Under the player's lock: a retry of this grant committed before us is seen here.
          const first = await findBonusGrantedUnder(work.client, userId, idempotencyKey);
          if (first) {
            const same =
              first.amountMinor === amount &&
              first.wageringMultiplier === body.wagering_multiplier &&
              first.validDays === body.valid_days;
            if (!same) throw ledgerErrors.idempotencyConflict();
            return first.id;
          }
          if (await hasActiveBonus(work.client, userId)) throw bonusErrors.playerHasActive();
          const inserted = await insertBonus(work.client, {
            userId,
            bonusKey: 'OPERATOR_BONUS_CASH',
            state: 'claimed',
            active: 1,
            depositIndex: null,
            currency: user.currency,
            percent: null,
            maxBonusMinor: null,
            wageringMultiplier: body.wagering_multiplier,
            validDays: body.valid_days,
            messages: operatorBonusMessages({
              amountMinor: amount,
              wageringMultiplier: body.wagering_multiplier,
              validDays: body.valid_days,
              currency: user.currency,
            }),
            expiresAt: addDays(now, body.valid_days),
            grantedBy: operatorId,
            now,
          });
          if (inserted === undefined) throw new Error('a manual bonus row was not inserted');
          // A retry for another player, under its own lock, meets this key here: its legs and
          // reference differ, so the ledger answers 409 and the retry's row rolls back.
          const posted = await work.post({
            idempotencyKey,
            kind: 'bonus_payment',
            currency: user.currency,
            legs: [
              { account: cost, amount: -amount },
              { account: player.bonus, amount },
            ],
            reference: `bonus:${inserted}`,
            metadata: { bonus_id: inserted, step: 'grant', operator_id: operatorId },
          });
          await markGranted(work.client, inserted, {
            amountMinor: amount,
            wageringRequiredMinor: amount * BigInt(body.wagering_multiplier),
            expiresAt: addDays(now, body.valid_days),
            chainDepositId: null,
            grantTransferId: posted.id,
            now,
          });
          await deps.operatorLog.record(work.client, {
            actorUserId: operatorId,
            action: 'bonus.grant',
            targetType: 'player_bonus',
            targetId: inserted,
            details: {
              user_id: userId,
              amount: body.amount,
              wagering_multiplier: body.wagering_multiplier,
              valid_days: body.valid_days,
              reason: body.reason,
            },
          });
          return inserted;
        });
      } catch (error) {
        if (isOneActiveViolation(error)) throw bonusErrors.playerHasActive();
        throw error;
      }
      await refreshPlayer(userId);
      return readBonus(id);
    },

    /** Ends any open bonus; a running one gives its bonus balance back to the house. */
    cancelByOperator(operatorId: number, id: number, reason: string): Promise<BonusRow> {
      return act(id, null, async (work, row, now) => {
        if (row.finished === 1) return fail(bonusErrors.finished());
        if (row.state === 'running') {
          await settleRunning(
            work,
            row,
            { state: 'cancelled', reason },
            await progressOf(work, row),
            now,
          );
        } else {
          await markEndedUnfunded(work.client, row.id, 'cancelled', now, reason);
        }
        await deps.operatorLog.record(work.client, {
          actorUserId: operatorId,
          action: 'bonus.cancel',
          targetType: 'player_bonus',
          targetId: row.id,
          details: { user_id: row.userId, previous_state: row.state, reason },
        });
        return done(row);
      });
    },

    /**
     * One pass of the periodic job: settles the bonuses that are running or past their expiry.
     * Bounded per pass; the next pass takes the rest.
     */
    async sweep(limit = 500): Promise<number> {
      const userIds = await ledger.read((client) => playersToSweep(client, deps.now(), limit));
      for (const userId of userIds) {
        try {
          await refreshPlayer(userId);
        } catch (error) {
          // One player's failure must not stop the others; the next pass tries again.
          deps.logger.error({ err: error, userId }, 'bonus sweep failed for a player');
        }
      }
      return userIds.length;
    },
  };
}
export type BonusService = ReturnType<typeof createBonusService>;
