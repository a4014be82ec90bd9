import { isCoinSymbol } from '@satsino/contract/coins';
import { toApiMinorUnits } from '@satsino/contract/money';
import {
  conversionRequest,
  conversionResponse,
  cryptoInfo,
  depositRequestCreate,
  depositRequestCreateResponse,
  depositRequestList,
  depositWalletRequest,
  entityWalletsResponse,
  lightningInvoice,
  lightningInvoiceCreate,
  lightningInvoiceParams,
  lightningWithdrawalCreate,
  lightningWithdrawalQuote,
  lightningWithdrawalQuoteRequest,
  tipRecipient,
  tipRecipientQuery,
  transactionsRequest,
  transactionsResponse,
  walletConfigResponse,
  withdrawalIdParams,
  withdrawalRequest,
  withdrawalRequestCreate,
  withdrawalRequestList,
} from '@satsino/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { requireIdentity, signedIn } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { ConversionService } from './conversion.service.js';
import type { DepositService } from './deposits.service.js';
import { listEntityWallets, presentEntityWallet } from './entity-wallets.repo.js';
import type { LightningDepositService } from './lightning-deposits.service.js';
import { requestKey } from './request-key.js';
import type { TipService } from './tips.service.js';
import { listTransactions, type TransactionScope } from './transactions.repo.js';
import { presentDepositRequest, presentWithdrawal } from './wallet.presenter.js';
import type { WithdrawalService } from './withdrawals.service.js';

const bearer = [{ bearerAuth: [] }];
const transactionsBody = z.union([transactionsRequest, z.undefined(), z.null()]);

export interface WalletRouteDeps {
  db: Db;
  ledger: Ledger;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  tips: TipService;
  lightningDeposits: LightningDepositService;
  conversion: ConversionService;
  rateLimiter: RateLimiter;
  config: {
    tipsEnabled: boolean;
    onrampUrl: string | null;
    gateway: string;
    lightningNetwork: string;
    lightningSandbox: boolean;
  };
  limits: {
    depositMin: number;
    withdrawalMin: number;
    withdrawalMax: number;
    tipMin: number;
    tipMax: number;
  };
}

/** The player's cashier calls of SPEC §7 (POST, as the spec's client sends them). */
export function registerWalletRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limitMoney = (userId: number) =>
    deps.rateLimiter.consume([{ limit: 'moneyPerAccount', key: String(userId) }]);

  routes.get(
    '/api/wallet/config',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Cashier configuration: tips, on-ramp widget, gateway and limits',
        response: { 200: walletConfigResponse },
      },
    },
    async () => ({
      tips_enabled: deps.config.tipsEnabled,
      onramp_url: deps.config.onrampUrl,
      gateway: deps.config.gateway,
      lightning_network: deps.config.lightningNetwork,
      lightning_sandbox: deps.config.lightningSandbox,
      deposit_min: deps.limits.depositMin,
      withdrawal_min: deps.limits.withdrawalMin,
      withdrawal_max: deps.limits.withdrawalMax,
      tip_min: deps.limits.tipMin,
      tip_max: deps.limits.tipMax,
    }),
  );

  routes.post(
    '/api/wallet/entity/wallets',
    {
      preValidation: signedIn,
      schema: {
        tags: ['wallet'],
        summary: 'The coins of the cashier (entity wallets)',
        security: bearer,
        response: { 200: entityWalletsResponse, ...errorResponses(401) },
      },
    },
    async () => (await listEntityWallets(deps.db)).map(presentEntityWallet),
  );

  routes.post(
    '/api/wallet/depositwallet',
    {
      preValidation: signedIn,
      schema: {
        tags: ['wallet'],
        summary: "The player's deposit address of a coin (default BTC) with its QR code",
        security: bearer,
        body: depositWalletRequest.nullish(),
        response: { 200: cryptoInfo, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const symbol = request.body?.symbol ?? 'BTC';
      if (!isCoinSymbol(symbol)) throw new Error('unreachable: the schema checks the symbol');
      return deps.deposits.cryptoInfo(requireIdentity(request).userId, symbol);
    },
  );

  routes.post(
    '/api/coinremitterConversionRate',
    {
      schema: {
        tags: ['wallet'],
        summary: 'How many coins a fiat amount (major units) buys at the current rate',
        body: conversionRequest.nullish(),
        response: { 200: conversionResponse, ...errorResponses(422, 502, 503) },
      },
    },
    async (request) => deps.conversion.convert(request.body ?? {}),
  );

  routes.post(
    '/api/wallet/request/deposit',
    {
      preValidation: signedIn,
      schema: {
        tags: ['wallet'],
        summary: "Note a deposit sent (its txid), or with type 'tip' send a tip to a player",
        description:
          "Tips: reference_number is the nickname or player id of the recipient, sent_amount the tip in minor units of the sender's currency; to a player of another currency, quote_id is the quote of GET /api/wallet/tips/recipient. Send an Idempotency-Key header to make a retry safe.",
        security: bearer,
        body: depositRequestCreate,
        response: {
          201: depositRequestCreateResponse,
          ...errorResponses(401, 403, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      await limitMoney(userId);
      const body = request.body;
      reply.code(201);
      if (body.type === 'tip') return deps.tips.send(userId, body, requestKey(request));
      return presentDepositRequest(await deps.deposits.createRequest(userId, body));
    },
  );

  routes.get(
    '/api/wallet/tips/recipient',
    {
      preValidation: signedIn,
      schema: {
        tags: ['wallet'],
        summary: 'Who a tip would reach (masked) and, across currencies, the rate it would use',
        description:
          'Asked while the player types a recipient. A recipient of another currency comes with a quote the tip must carry as quote_id; it holds for a minute.',
        security: bearer,
        querystring: tipRecipientQuery,
        response: { 200: tipRecipient, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      await deps.rateLimiter.consume([{ limit: 'tipLookupPerAccount', key: String(userId) }]);
      return deps.tips.lookup(userId, request.query.reference_number);
    },
  );

  routes.post(
    '/api/wallet/request/withdrawal',
    {
      preValidation: signedIn,
      schema: {
        tags: ['wallet'],
        summary: 'Ask for a withdrawal; the amount is held until it is paid or returned',
        description: 'Send an Idempotency-Key header to make a retry safe.',
        security: bearer,
        body: withdrawalRequestCreate,
        response: { 201: withdrawalRequest, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      await limitMoney(userId);
      const withdrawal = await deps.withdrawals.request(userId, request.body, requestKey(request));
      reply.code(201);
      return presentWithdrawal(withdrawal);
    },
  );

  routes.post(
    '/api/wallet/lightning/invoice',
    {
      preValidation: signedIn,
      schema: {
        tags: ['wallet'],
        summary: 'A Lightning (BOLT #11) deposit invoice for an amount of the account currency',
        security: bearer,
        body: lightningInvoiceCreate,
        response: { 201: lightningInvoice, ...errorResponses(401, 403, 422, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      await limitMoney(userId);
      const invoice = await deps.lightningDeposits.createInvoice(userId, request.body.amount);
      reply.code(201);
      return invoice;
    },
  );

  routes.get(
    '/api/wallet/lightning/invoice/:id',
    {
      preValidation: signedIn,
      schema: {
        tags: ['wallet'],
        summary: "One's own Lightning deposit invoice: pending, paid (credited) or expired",
        security: bearer,
        params: lightningInvoiceParams,
        response: { 200: lightningInvoice, ...errorResponses(401, 404, 502, 503) },
      },
    },
    async (request) =>
      deps.lightningDeposits.invoice(requireIdentity(request).userId, request.params.id),
  );

  routes.post(
    '/api/wallet/lightning/withdrawal/quote',
    {
      preValidation: signedIn,
      schema: {
        tags: ['wallet'],
        summary: 'What paying a pasted Lightning invoice would take from the balance',
        security: bearer,
        body: lightningWithdrawalQuoteRequest,
        response: { 200: lightningWithdrawalQuote, ...errorResponses(401, 403, 422, 502, 503) },
      },
    },
    async (request) => {
      const quote = await deps.withdrawals.quoteLightning(
        requireIdentity(request).userId,
        request.body.invoice,
      );
      return {
        invoice: quote.invoice.paymentRequest,
        payment_hash: quote.invoice.paymentHash,
        network: quote.invoice.network,
        crypto_amount: quote.cryptoAmount,
        amount: toApiMinorUnits(quote.amountMinor),
        fee: toApiMinorUnits(quote.feeMinor),
        net_amount: toApiMinorUnits(quote.amountMinor - quote.feeMinor),
        expires_at: quote.invoice.expiresAt.toISOString(),
        description: quote.invoice.description,
      };
    },
  );

  routes.post(
    '/api/wallet/request/withdrawal/lightning',
    {
      preValidation: signedIn,
      schema: {
        tags: ['wallet'],
        summary: 'Ask for a withdrawal paid to a Lightning invoice; the same queue as on chain',
        description:
          "`amount` is the quote's amount the player confirmed. Send an Idempotency-Key header to make a retry safe.",
        security: bearer,
        body: lightningWithdrawalCreate,
        response: { 201: withdrawalRequest, ...errorResponses(401, 403, 409, 422, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      const { userId } = requireIdentity(request);
      await limitMoney(userId);
      const withdrawal = await deps.withdrawals.requestLightning(
        userId,
        request.body,
        requestKey(request),
      );
      reply.code(201);
      return presentWithdrawal(withdrawal);
    },
  );

  routes.post(
    '/api/wallet/withdrawal/:id/cancel',
    {
      preValidation: signedIn,
      schema: {
        tags: ['wallet'],
        summary: "Cancel one's own pending withdrawal; the amount returns to the balance",
        security: bearer,
        params: withdrawalIdParams,
        response: { 200: withdrawalRequest, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) =>
      presentWithdrawal(
        await deps.withdrawals.cancel(requireIdentity(request).userId, request.params.id),
      ),
  );

  routes.post(
    '/api/wallet/pending/deposit',
    {
      preValidation: signedIn,
      schema: {
        tags: ['wallet'],
        summary: 'Pending deposit notes, newest first',
        security: bearer,
        response: { 200: depositRequestList, ...errorResponses(401) },
      },
    },
    async (request) =>
      (await deps.deposits.listRequests(requireIdentity(request).userId, ['pending'])).map(
        presentDepositRequest,
      ),
  );

  routes.post(
    '/api/wallet/pending/withdrawal',
    {
      preValidation: signedIn,
      schema: {
        tags: ['wallet'],
        summary: 'Withdrawals not yet paid (pending, approved), newest first',
        security: bearer,
        response: { 200: withdrawalRequestList, ...errorResponses(401) },
      },
    },
    async (request) =>
      (
        await deps.withdrawals.listForPlayer(requireIdentity(request).userId, [
          'pending',
          'approved',
        ])
      ).map(presentWithdrawal),
  );

  const transactionRoute = (
    url: string,
    summary: string,
    scopeOf: (filter: string) => TransactionScope,
  ) =>
    routes.post(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags: ['wallet'],
          summary,
          security: bearer,
          body: transactionsBody,
          response: { 200: transactionsResponse, ...errorResponses(401, 422) },
        },
      },
      async (request) => {
        const body = request.body ?? { filter: 'all' as const };
        const { userId } = requireIdentity(request);
        const transactions = await deps.ledger.read((client) =>
          listTransactions(client, userId, scopeOf(body.filter), body.before_id),
        );
        return { transactions };
      },
    );

  transactionRoute(
    '/api/wallet/transactions',
    "The player's money movements (filterable)",
    (filter) => (filter === 'all' ? 'wallet' : (filter as TransactionScope)),
  );
  transactionRoute(
    '/api/qt/transactions',
    'Game transactions: bets, wins, rollbacks',
    () => 'games',
  );
  transactionRoute(
    '/api/wallet/bonus/transactions',
    'Movements of the bonus balance',
    () => 'bonus',
  );
}
