import { createHash } from 'node:crypto';
import type { Currency } from '@satsino/contract/money';
import { toApiMinorUnits } from '@satsino/contract/money';
import {
  type ProviderBalanceRequest,
  type ProviderBetRequest,
  type ProviderResponse,
  type ProviderRollbackRequest,
  type ProviderStatus,
  type ProviderWinRequest,
  providerBalanceRequest,
  providerBetRequest,
  providerRollbackRequest,
  providerWinRequest,
} from '@satsino/contract/provider';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { createBetLedger } from '../ledger/bets.js';
import { InsufficientFundsError } from '../ledger/ledger.errors.js';
import type { Ledger, LedgerWork } from '../ledger/ledger.service.js';
import { readWalletBalances } from '../ledger/ledger-balances.repo.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import { stakeRefusal } from '../limits/limits.service.js';
import { checkSignature } from './provider-signatures.js';
import * as repo from './provider-wallet.repo.js';

/*
 * The seamless wallet a third-party provider calls (DESIGN §5, issue 15, ADR 0016): balance, bet,
 * win and rollback, signed, shaped after Hub88's wallet API. Each call is checked in this order:
 * the provider (404), its signature over the raw body (401), its rate, the body (400), the launch
 * token, then the business rules, which answer 200 with their status.
 *
 * Money moves through the ledger's bets (placeBet, settleWin, rollbackBet: SPEC §4's balance
 * choice, wins back to the balances the stake came from, each posting idempotent by its key) in
 * one transaction with the provider transaction's row, which keeps the answer: a replay of the
 * call answers it again and moves nothing. The ids a call names (its own, and the bet it refers
 * to) are locked for the transaction, so a bet, its wins and its rollback take turns, and two
 * copies of one call cannot both move money; a bet shares its round's row lock, a win takes it
 * alone, so a win that closes the round and a bet in it take turns too.
 */

export type WalletCall = 'balance' | 'bet' | 'win' | 'rollback';

export interface WalletAnswer {
  httpStatus: 200 | 400 | 401 | 404 | 429;
  body: ProviderResponse;
  retryAfterSeconds?: number;
}

export interface WalletRequest {
  /** The `{provider}` of the path. */
  code: string;
  call: WalletCall;
  /** The body's exact bytes, as signed. */
  rawBody: Buffer;
  signature: string | string[] | undefined;
  clientAddress: string;
}

/** The ledger keys of a provider's transactions and rounds; in-house keys start `inhouse:`. */
const keyOf = (code: string, transactionUuid: string) => `ext:${code}:${transactionUuid}`;
const roundOf = (code: string, userId: number, round: string) => `ext:${code}:${userId}:${round}`;

const CODE_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_CODE_LENGTH = 100;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f]|\p{Cs}/u;
/** Game names of the ledger's bets, remembered: a catalogue game's code never changes. */
const GAME_NAMES = 5_000;

type Player = { userId: number; currency: Currency; user: string };

/** A business refusal found inside the transaction: nothing it wrote stays. */
class Refusal extends Error {
  constructor(readonly status: ProviderStatus) {
    super(status);
  }
}

export function createProviderWalletService(deps: {
  pool: pg.Pool;
  ledger: Ledger;
  rateLimiter: RateLimiter;
  /** The largest stake the bonus programme allows now, or null. */
  maxStakeMinor: (userId: number) => Promise<number | null>;
  /** No cap of the bonus programme is below this: a stake up to it needs no look-up. */
  lowestStakeCapMinor: number;
  logger: FastifyBaseLogger;
  now: () => Date;
}) {
  const { pool, ledger, now } = deps;
  const bets = createBetLedger(ledger);
  const gameNames = new Map<string, string>();

  async function answer(
    player: Player,
    requestUuid: string,
    status: ProviderStatus,
    client: LedgerClient = pool,
  ): Promise<ProviderResponse> {
    const { cashMinor, bonusMinor } = await readWalletBalances(
      client,
      player.userId,
      player.currency,
    );
    return {
      status,
      request_uuid: requestUuid,
      user: player.user,
      currency: player.currency,
      balance: toApiMinorUnits(cashMinor + bonusMinor),
    };
  }

  const ok = (body: ProviderResponse): WalletAnswer => ({ httpStatus: 200, body });

  async function refuse(
    request: WalletRequest,
    integrationId: number | null,
    reason: 'unknown_provider' | 'missing_signature' | 'bad_signature',
  ): Promise<void> {
    deps.logger.warn(
      {
        provider: request.code.slice(0, MAX_CODE_LENGTH),
        reason,
        clientAddress: request.clientAddress,
      },
      'provider wallet call refused',
    );
    try {
      await deps.rateLimiter.consume([
        { limit: 'providerRefusalsPerIp', key: request.clientAddress },
      ]);
    } catch (error) {
      // Past the limit a refusal is answered, logged, but no longer counted in the database.
      if (error instanceof AppError && error.statusCode === 429) return;
      throw error;
    }
    await repo.countRefusal(pool, {
      integrationId,
      reason,
      code: request.code.slice(0, MAX_CODE_LENGTH),
      clientAddress: request.clientAddress,
      at: now(),
    });
  }

  /** The body as JSON of the call's schema, or null: not a call of this API. */
  function parse(call: WalletCall, raw: Buffer): unknown {
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
    } catch {
      return null;
    }
    const schema = {
      balance: providerBalanceRequest,
      bet: providerBetRequest,
      win: providerWinRequest,
      rollback: providerRollbackRequest,
    }[call];
    const parsed = schema.safeParse(json);
    if (!parsed.success) return null;
    // Ids are stored and logged: control characters and lone surrogates are not ids.
    for (const value of Object.values(parsed.data)) {
      if (typeof value === 'string' && REFUSED_CHARACTERS.test(value)) return null;
    }
    return parsed.data;
  }

  function requestUuidOf(raw: Buffer): string {
    try {
      const value = (JSON.parse(raw.toString('utf8')) as { request_uuid?: unknown }).request_uuid;
      return typeof value === 'string' && value.length <= 100 && !REFUSED_CHARACTERS.test(value)
        ? value
        : '';
    } catch {
      return '';
    }
  }

  /**
   * The launch token's player, when the call's token, user and game agree with it; otherwise the
   * refusal. An unknown token names no balance (it does not say whose it would be); an expired one
   * does.
   */
  async function playerOf(
    integrationId: number,
    body: ProviderBalanceRequest,
    live: boolean,
  ): Promise<Player | WalletAnswer> {
    const token = await repo.findLaunchToken(pool, integrationId, body.token);
    if (!token || String(token.userId) !== body.user || token.gameCode !== body.game_code) {
      return ok({
        status: 'RS_ERROR_INVALID_TOKEN',
        request_uuid: body.request_uuid,
        user: body.user,
      });
    }
    const player = { userId: token.userId, currency: token.currency, user: body.user };
    if (live && token.expiresAt <= now()) {
      return ok(await answer(player, body.request_uuid, 'RS_ERROR_TOKEN_EXPIRED'));
    }
    return player;
  }

  async function gameName(integrationId: number, gameCode: string): Promise<string> {
    const key = `${integrationId}:${gameCode}`;
    const known = gameNames.get(key);
    if (known) return known;
    const slug = await repo.catalogueSlugOf(pool, integrationId, gameCode);
    // A code not imported (yet) is named as the provider names it, and not remembered.
    if (!slug) return gameCode;
    gameNames.set(key, slug);
    if (gameNames.size > GAME_NAMES) {
      const oldest = gameNames.keys().next().value;
      if (oldest !== undefined) gameNames.delete(oldest);
    }
    return slug;
  }

  /** What makes two calls under one transaction id the same call (not the HTTP request id). */
  function requestHash(call: WalletCall, body: Record<string, unknown>): string {
    const { request_uuid: _request, token: _token, ...what } = body;
    const fields = Object.keys(what).sort();
    return createHash('sha256')
      .update(JSON.stringify([call, fields.map((field) => [field, what[field]])]))
      .digest('hex');
  }

  /** The first answer to this transaction id again, or a duplicate when the call differs. */
  async function replay(
    stored: repo.StoredTransaction,
    hash: string,
    player: Player,
    requestUuid: string,
  ): Promise<WalletAnswer> {
    if (stored.requestHash !== hash) {
      return ok(await answer(player, requestUuid, 'RS_ERROR_DUPLICATE_TRANSACTION'));
    }
    // Verbatim, except for the id of this HTTP request, which the provider logs answers by; in
    // the answer's own field order (jsonb keeps its keys in an order of its own).
    const { status, user, currency, balance } = stored.answer;
    return ok({ status, request_uuid: requestUuid, user, currency, balance });
  }

  /**
   * Runs a money call's transaction: a Refusal thrown inside answers its status with nothing
   * written; a stored transaction found under the lock answers as a replay.
   */
  async function moneyCall(
    player: Player,
    body: { request_uuid: string; transaction_uuid: string },
    hash: string,
    work: (
      ledgerWork: LedgerWork,
    ) => Promise<ProviderResponse | { stored: repo.StoredTransaction }>,
  ): Promise<WalletAnswer> {
    let done: ProviderResponse | { stored: repo.StoredTransaction };
    try {
      await bets.prepare(player.userId, player.currency);
      done = await ledger.transact(work);
    } catch (error) {
      if (error instanceof Refusal)
        return ok(await answer(player, body.request_uuid, error.status));
      if (error instanceof InsufficientFundsError) {
        return ok(await answer(player, body.request_uuid, 'RS_ERROR_NOT_ENOUGH_MONEY'));
      }
      throw error;
    }
    if ('stored' in done) return replay(done.stored, hash, player, body.request_uuid);
    return ok(done);
  }

  /**
   * Inside a money call's transaction: locks the call's own transaction id and the ones it refers
   * to until the transaction ends, then finds the row a copy of this call stored meanwhile.
   */
  async function lockCall(client: LedgerClient, integrationId: number, ids: string[]) {
    await repo.lockTransactionIds(client, integrationId, ids);
    const [own = ''] = ids;
    const again = await repo.findTransaction(client, integrationId, own);
    return again ? { stored: again } : null;
  }

  /**
   * The call's RS_OK answer, with the balance after it, stored with the call's row in the same
   * transaction as its money: a replay of the call answers it again.
   */
  async function storeAnswer(
    client: LedgerClient,
    call: { integrationId: number; player: Player; hash: string },
    body: { request_uuid: string; transaction_uuid: string; round: string; game_code: string },
    row: Pick<
      Parameters<typeof repo.insertTransaction>[1],
      'kind' | 'referenceTransactionUuid' | 'currency' | 'amountMinor' | 'ledgerTransferId'
    >,
  ): Promise<ProviderResponse> {
    const response = await answer(call.player, body.request_uuid, 'RS_OK', client);
    await repo.insertTransaction(client, {
      integrationId: call.integrationId,
      transactionUuid: body.transaction_uuid,
      userId: call.player.userId,
      round: body.round,
      gameCode: body.game_code,
      requestHash: call.hash,
      answer: response,
      ...row,
    });
    return response;
  }

  async function bet(
    integration: repo.IntegrationRow,
    body: ProviderBetRequest,
  ): Promise<WalletAnswer> {
    const player = await playerOf(integration.id, body, true);
    if ('httpStatus' in player) return player;
    const hash = requestHash('bet', body);
    const stored = await repo.findTransaction(pool, integration.id, body.transaction_uuid);
    if (stored) return replay(stored, hash, player, body.request_uuid);
    if (body.currency !== player.currency) {
      return ok(await answer(player, body.request_uuid, 'RS_ERROR_WRONG_CURRENCY'));
    }
    if (body.amount > deps.lowestStakeCapMinor) {
      const cap = await deps.maxStakeMinor(player.userId);
      if (cap !== null && body.amount > cap) {
        return ok(await answer(player, body.request_uuid, 'RS_ERROR_LIMIT_REACHED'));
      }
    }
    const game = await gameName(integration.id, body.game_code);
    const round = { integrationId: integration.id, userId: player.userId, round: body.round };
    return moneyCall(player, body, hash, async (work) => {
      const { client } = work;
      const again = await lockCall(client, integration.id, [body.transaction_uuid]);
      if (again) return again;
      // Its rollback came first: the bet never happens.
      if (await repo.rollbackReceived(client, integration.id, body.transaction_uuid)) {
        throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
      }
      if ((await repo.lockRound(client, round, 'share')).closed) {
        throw new Refusal('RS_ERROR_ROUND_CLOSED');
      }
      // The player's own limits and breaks (ADR 0020), in Hub88's words: a break disables the
      // player, a limit is a limit reached.
      const stake = {
        userId: player.userId,
        currency: player.currency,
        stakeMinor: BigInt(body.amount),
      };
      const refused = await stakeRefusal(client, stake, now());
      if (refused) {
        const blocked = refused === 'self_excluded' || refused === 'cool_off_active';
        throw new Refusal(blocked ? 'RS_ERROR_USER_DISABLED' : 'RS_ERROR_LIMIT_REACHED');
      }
      const posted = await bets.placeBet(
        {
          userId: player.userId,
          currency: player.currency,
          stakeMinor: BigInt(body.amount),
          idempotencyKey: keyOf(integration.code, body.transaction_uuid),
          round: roundOf(integration.code, player.userId, body.round),
          game,
        },
        work,
      );
      if (posted.replayed) {
        throw new Error(`bet ${body.transaction_uuid} is in the ledger without its transaction`);
      }
      return storeAnswer(client, { integrationId: integration.id, player, hash }, body, {
        kind: 'bet',
        referenceTransactionUuid: null,
        currency: player.currency,
        amountMinor: BigInt(body.amount),
        ledgerTransferId: posted.id,
      });
    });
  }

  async function win(
    integration: repo.IntegrationRow,
    body: ProviderWinRequest,
  ): Promise<WalletAnswer> {
    const player = await playerOf(integration.id, body, false);
    if ('httpStatus' in player) return player;
    const hash = requestHash('win', body);
    const stored = await repo.findTransaction(pool, integration.id, body.transaction_uuid);
    if (stored) return replay(stored, hash, player, body.request_uuid);
    if (body.currency !== player.currency) {
      return ok(await answer(player, body.request_uuid, 'RS_ERROR_WRONG_CURRENCY'));
    }
    const round = { integrationId: integration.id, userId: player.userId, round: body.round };
    return moneyCall(player, body, hash, async (work) => {
      const { client } = work;
      const again = await lockCall(client, integration.id, [
        body.transaction_uuid,
        body.reference_transaction_uuid,
      ]);
      if (again) return again;
      const paid = await repo.findBet(client, integration.id, body.reference_transaction_uuid);
      if (!paid || paid.userId !== player.userId || paid.round !== body.round) {
        throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      }
      if (paid.rolledBack) throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
      if ((await repo.lockRound(client, round, 'update')).closed) {
        throw new Refusal('RS_ERROR_ROUND_CLOSED');
      }
      const posted = await bets.settleWin(
        {
          userId: player.userId,
          betKey: keyOf(integration.code, body.reference_transaction_uuid),
          winMinor: BigInt(body.amount),
          idempotencyKey: keyOf(integration.code, body.transaction_uuid),
        },
        work,
      );
      if (body.round_closed) await repo.closeRound(client, round, now());
      return storeAnswer(client, { integrationId: integration.id, player, hash }, body, {
        kind: 'win',
        referenceTransactionUuid: body.reference_transaction_uuid,
        currency: player.currency,
        amountMinor: BigInt(body.amount),
        ledgerTransferId: posted?.id ?? null,
      });
    });
  }

  async function rollback(
    integration: repo.IntegrationRow,
    body: ProviderRollbackRequest,
  ): Promise<WalletAnswer> {
    const player = await playerOf(integration.id, body, false);
    if ('httpStatus' in player) return player;
    const hash = requestHash('rollback', body);
    const stored = await repo.findTransaction(pool, integration.id, body.transaction_uuid);
    if (stored) return replay(stored, hash, player, body.request_uuid);
    return moneyCall(player, body, hash, async (work) => {
      const { client } = work;
      const again = await lockCall(client, integration.id, [
        body.transaction_uuid,
        body.reference_transaction_uuid,
      ]);
      if (again) return again;
      const undone = await repo.findBet(client, integration.id, body.reference_transaction_uuid);
      if (undone && (undone.userId !== player.userId || undone.round !== body.round)) {
        throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      }
      // Undone (or, unseen, remembered) before under another rollback id: done, nothing moves.
      const before = undone
        ? undone.rolledBack
        : await repo.rollbackReceived(client, integration.id, body.reference_transaction_uuid);
      if (before) return answer(player, body.request_uuid, 'RS_OK', client);
      if (undone?.won) throw new Refusal('RS_ERROR_ROUND_CLOSED');
      // An unknown bet: the rollback is remembered, so the bet is refused when it arrives.
      const posted = undone
        ? await bets.rollbackBet(
            {
              userId: player.userId,
              betKey: keyOf(integration.code, body.reference_transaction_uuid),
              idempotencyKey: keyOf(integration.code, body.transaction_uuid),
            },
            work,
          )
        : null;
      return storeAnswer(client, { integrationId: integration.id, player, hash }, body, {
        kind: 'rollback',
        referenceTransactionUuid: body.reference_transaction_uuid,
        currency: undone?.currency ?? player.currency,
        amountMinor: undone?.amountMinor ?? 0n,
        ledgerTransferId: posted?.id ?? null,
      });
    });
  }

  return {
    async handle(request: WalletRequest): Promise<WalletAnswer> {
      const { code } = request;
      const integration =
        code.length <= MAX_CODE_LENGTH && CODE_SHAPE.test(code)
          ? await repo.findIntegration(pool, code)
          : undefined;
      if (!integration?.enabled) {
        await refuse(request, null, 'unknown_provider');
        return {
          httpStatus: 404,
          body: {
            status: 'RS_ERROR_INVALID_PARTNER',
            request_uuid: requestUuidOf(request.rawBody),
          },
        };
      }
      const bad = checkSignature(integration, request.rawBody, request.signature);
      if (bad) {
        await refuse(request, integration.id, bad);
        return {
          httpStatus: 401,
          body: {
            status: 'RS_ERROR_INVALID_SIGNATURE',
            request_uuid: requestUuidOf(request.rawBody),
          },
        };
      }
      try {
        await deps.rateLimiter.consume([
          { limit: 'providerWalletPerIntegration', key: String(integration.id) },
        ]);
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 429)) throw error;
        return {
          httpStatus: 429,
          body: { status: 'RS_ERROR_UNKNOWN', request_uuid: requestUuidOf(request.rawBody) },
          ...(error.retryAfterSeconds === undefined
            ? {}
            : { retryAfterSeconds: error.retryAfterSeconds }),
        };
      }
      const body = parse(request.call, request.rawBody);
      if (body === null) {
        return {
          httpStatus: 400,
          body: { status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: requestUuidOf(request.rawBody) },
        };
      }
      switch (request.call) {
        case 'balance': {
          const call = body as ProviderBalanceRequest;
          const player = await playerOf(integration.id, call, true);
          if ('httpStatus' in player) return player;
          return ok(await answer(player, call.request_uuid, 'RS_OK'));
        }
        case 'bet': {
          const call = body as ProviderBetRequest;
          // A stake of nothing has no balance to come from and nothing a win could pay back to.
          if (call.amount === 0) {
            return {
              httpStatus: 400,
              body: { status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: call.request_uuid },
            };
          }
          return bet(integration, call);
        }
        case 'win':
          return win(integration, body as ProviderWinRequest);
        case 'rollback':
          return rollback(integration, body as ProviderRollbackRequest);
      }
    },
  };
}
export type ProviderWalletService = ReturnType<typeof createProviderWalletService>;
