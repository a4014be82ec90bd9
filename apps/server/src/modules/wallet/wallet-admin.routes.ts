import { randomBytes } from 'node:crypto';
import { COINS, isCoinSymbol } from '@satsino/contract/coins';
import { toApiMinorUnits } from '@satsino/contract/money';
import {
  lightningInvoice,
  simulateLightningPayment,
  withdrawalIdParams,
} from '@satsino/contract/wallet';
import type { AdminDeposit, AdminWithdrawal } from '@satsino/contract/wallet-admin';
import {
  adminDeposit,
  adminDepositList,
  adminWithdrawal,
  adminWithdrawalList,
  adminWithdrawalsQuery,
  ledgerAuditResponse,
  operatorActionList,
  simulateDepositRequest,
  withdrawalRejectRequest,
  withdrawalSentRequest,
} from '@satsino/contract/wallet-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminOnly, requireIdentity, staffOnly } from '../../platform/authentication.js';
import { platformErrors } from '../../platform/errors.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import type { ChainDepositRow } from './chain-deposits.repo.js';
import type { DepositService } from './deposits.service.js';
import type { LightningDepositService } from './lightning-deposits.service.js';
import { presentWithdrawal } from './wallet.presenter.js';
import type { WithdrawalRow } from './withdrawals.repo.js';
import type { WithdrawalService } from './withdrawals.service.js';

const bearer = [{ bearerAuth: [] }];

function presentAdminWithdrawal(row: WithdrawalRow): AdminWithdrawal {
  return {
    ...presentWithdrawal(row),
    user_id: row.userId,
    user_name: row.userName,
    currency: row.currency as AdminWithdrawal['currency'],
    reviewed_by: row.reviewedByName,
  };
}

function presentAdminDeposit(row: ChainDepositRow): AdminDeposit {
  if (!isCoinSymbol(row.coin)) throw new Error(`unknown coin ${row.coin}`);
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    coin: row.coin,
    network: row.network,
    address: row.address,
    txid: row.txid,
    output_index: row.outputIndex,
    crypto_amount: row.cryptoAmount,
    confirmations: row.confirmations,
    required_confirmations: COINS[row.coin].confirmations,
    status: row.status,
    credited_amount: row.creditedMinor === null ? null : toApiMinorUnits(row.creditedMinor),
    currency: row.currency as AdminDeposit['currency'],
    rate: row.rate,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
  };
}

/**
 * Operator calls of the cashier. Support staff read the queues, the audit and the log; only
 * admins move money (the withdrawal steps and the sandbox's simulated deposits), issue 17.
 */
export function registerWalletAdminRoutes(
  app: FastifyInstance,
  deps: {
    ledger: Ledger;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    lightningDeposits: LightningDepositService;
    lightningSandbox: boolean;
    operatorLog: OperatorLog;
    gatewayName: string;
    now: () => Date;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffOnly };
  const admin = { preValidation: adminOnly };

  routes.get(
    '/api/admin/withdrawals',
    {
      ...staff,
      schema: {
        tags: ['admin'],
        summary: 'The withdrawal queue, newest first',
        security: bearer,
        querystring: adminWithdrawalsQuery,
        response: { 200: adminWithdrawalList, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      (await deps.withdrawals.listForOperator(request.query.status)).map(presentAdminWithdrawal),
  );

  const action = (
    path: string,
    summary: string,
    run: (operatorId: number, id: number, body: unknown) => Promise<WithdrawalRow>,
    body?: z.ZodType,
  ) =>
    routes.post(
      `/api/admin/withdrawals/:id/${path}`,
      {
        ...admin,
        schema: {
          tags: ['admin'],
          summary,
          security: bearer,
          params: withdrawalIdParams,
          ...(body ? { body } : {}),
          response: { 200: adminWithdrawal, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) =>
        presentAdminWithdrawal(
          await run(requireIdentity(request).userId, request.params.id, request.body),
        ),
    );

  action('approve', 'Approve a pending withdrawal', (operatorId, id) =>
    deps.withdrawals.approve(operatorId, id),
  );
  action(
    'reject',
    'Reject a pending or approved withdrawal; the amount returns to the player',
    (operatorId, id, body) =>
      deps.withdrawals.reject(operatorId, id, (body as { reason: string }).reason),
    withdrawalRejectRequest,
  );
  action(
    'sent',
    'Pay an approved withdrawal: with a txid of coins sent by hand, or through the gateway',
    (operatorId, id, body) =>
      deps.withdrawals.markSent(
        operatorId,
        id,
        (body as { txid?: string } | null | undefined)?.txid,
      ),
    withdrawalSentRequest.nullish(),
  );
  action('confirm', 'Mark a sent withdrawal confirmed on chain', (operatorId, id) =>
    deps.withdrawals.confirm(operatorId, id),
  );

  routes.get(
    '/api/admin/deposits',
    {
      ...staff,
      schema: {
        tags: ['admin'],
        summary: 'On-chain deposits, newest first',
        security: bearer,
        response: { 200: adminDepositList, ...errorResponses(401, 403) },
      },
    },
    async () => (await deps.deposits.listForOperator()).map(presentAdminDeposit),
  );

  routes.post(
    '/api/admin/deposits/simulate',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Sandbox only: simulate an incoming on-chain transfer to a player address',
        security: bearer,
        body: simulateDepositRequest,
        response: { 200: adminDeposit, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      if (deps.gatewayName !== 'sandbox') throw platformErrors.notFound();
      const operator = requireIdentity(request);
      const body = request.body;
      const owner = await deps.deposits.findAddress(body.address);
      if (!owner) throw platformErrors.field('address', 'address_unknown');
      const txid = body.txid ?? randomBytes(32).toString('hex');
      const recorded = await deps.deposits.recordIncoming({
        coin: owner.coin,
        address: owner.address,
        txid,
        outputIndex: body.output_index ?? 0,
        cryptoAmount: body.crypto_amount,
        confirmations: body.confirmations ?? COINS[owner.coin].confirmations,
      });
      if (!recorded) throw platformErrors.field('address', 'address_unknown');
      await deps.ledger.transact(({ client }) =>
        deps.operatorLog.record(client, {
          actorUserId: operator.userId,
          action: 'deposit.simulate',
          targetType: 'chain_deposit',
          targetId: recorded.id,
          details: { txid, crypto_amount: body.crypto_amount, coin: owner.coin },
        }),
      );
      return presentAdminDeposit(recorded);
    },
  );

  routes.post(
    '/api/admin/lightning/simulate',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Sandbox only: pay a Lightning deposit invoice, as a wallet would',
        security: bearer,
        body: simulateLightningPayment,
        response: { 200: lightningInvoice, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      if (!deps.lightningSandbox) throw platformErrors.notFound();
      const operator = requireIdentity(request);
      const invoice = await deps.lightningDeposits.simulatePayment(request.body.payment_request);
      await deps.ledger.transact(({ client }) =>
        deps.operatorLog.record(client, {
          actorUserId: operator.userId,
          action: 'lightning.simulate',
          targetType: 'lightning_invoice',
          targetId: invoice.id,
          details: { payment_hash: invoice.payment_hash, amount: invoice.amount },
        }),
      );
      return invoice;
    },
  );

  routes.get(
    '/api/admin/ledger/audit',
    {
      ...staff,
      schema: {
        tags: ['admin'],
        summary: 'Prove the ledger invariants (DESIGN §4) on the current data',
        security: bearer,
        response: { 200: ledgerAuditResponse, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const result = await deps.ledger.audit();
      return {
        ok: result.checks.every((check) => check.ok),
        checked_at: deps.now().toISOString(),
        checks: result.checks,
        totals: result.totals.map((total) => ({
          currency: total.currency,
          transfers: total.transfers,
          player_cash: toApiMinorUnits(total.playerCash),
          player_bonus: toApiMinorUnits(total.playerBonus),
          withdrawal_holds: toApiMinorUnits(total.withdrawalHolds),
        })),
      };
    },
  );

  routes.get(
    '/api/admin/actions',
    {
      ...staff,
      schema: {
        tags: ['admin'],
        summary: 'Operator actions: who did what, when',
        security: bearer,
        response: { 200: operatorActionList, ...errorResponses(401, 403) },
      },
    },
    async () =>
      (await deps.operatorLog.list()).map((row) => ({
        id: row.id,
        actor: row.actor,
        action: row.action,
        target: `${row.targetType}#${row.targetId}`,
        details: row.details,
        created_at: row.createdAt.toISOString(),
      })),
  );
}
