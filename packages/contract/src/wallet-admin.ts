import { z } from 'zod';
import { COIN_SYMBOLS } from './coins.js';
import { CURRENCIES, minorUnits } from './money.js';
import { coinAmount, WITHDRAWAL_STATUSES, withdrawalRequest } from './wallet.js';

/**
 * Operator calls of the cashier (roles admin and support), under /api/admin: the withdrawal
 * queue, on-chain deposits with the sandbox's simulated transfer, and the ledger audit.
 */

export const adminWithdrawal = withdrawalRequest
  .extend({
    user_id: z.number().int(),
    user_name: z.string(),
    currency: z.enum(CURRENCIES),
    reviewed_by: z.string().nullable(),
  })
  .meta({ id: 'AdminWithdrawal' });
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

export const adminWithdrawalsQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});
export const adminWithdrawalList = z.array(adminWithdrawal).meta({ id: 'AdminWithdrawalList' });

export const withdrawalRejectRequest = z
  .object({
    reason: z
      .string({ error: 'Give a reason.' })
      .trim()
      .min(1, 'Give a reason.')
      .max(500, 'Too long.'),
  })
  .meta({ id: 'WithdrawalRejectRequest' });
/** Without a txid the payment gateway sends the coins and answers one. */
export const withdrawalSentRequest = z
  .object({
    txid: z
      .string({ error: 'Give the transaction id.' })
      .trim()
      .min(8, 'Give the transaction id.')
      .max(128, 'Too long.')
      .optional(),
  })
  .meta({ id: 'WithdrawalSentRequest' });

export const DEPOSIT_STATUSES = ['pending', 'confirmed'] as const;
/** An on-chain transfer seen on one of the players' addresses. */
export const adminDeposit = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    user_name: z.string(),
    coin: z.enum(COIN_SYMBOLS),
    network: z.string(),
    address: z.string(),
    txid: z.string(),
    output_index: z.number().int(),
    crypto_amount: coinAmount,
    confirmations: z.number().int(),
    required_confirmations: z.number().int(),
    status: z.enum(DEPOSIT_STATUSES),
    credited_amount: minorUnits.nullable(),
    currency: z.enum(CURRENCIES),
    rate: z.string().nullable(),
    created_at: z.iso.datetime(),
    confirmed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminDeposit' });
export type AdminDeposit = z.infer<typeof adminDeposit>;
export const adminDepositList = z.array(adminDeposit).meta({ id: 'AdminDepositList' });

/**
 * The most coins one simulated transfer carries. A million of the dearest coin (BTC) is about
 * 10^13 minor units, well inside the 2^53 a balance holds exactly; without a bound a 12-digit
 * amount was credited beyond that, and neither the answer nor the ledger audit could show it.
 */
export const SIMULATED_DEPOSIT_MAX_COINS = 1_000_000;

/**
 * Sandbox only: pretend the chain delivered coins to an address. Sending the same txid and
 * output again updates its confirmations; it is credited once, when they reach the threshold.
 */
export const simulateDepositRequest = z
  .object({
    address: z.string({ error: 'Give an address.' }).trim().min(1, 'Give an address.').max(128),
    crypto_amount: coinAmount.refine(
      (amount) => Number(amount) <= SIMULATED_DEPOSIT_MAX_COINS,
      'Enter a coin amount such as 0.0015.',
    ),
    txid: z.string().trim().min(8).max(128).optional(),
    output_index: z.number().int().min(0).max(10_000).default(0),
    confirmations: z.number().int().min(0).max(1_000_000).optional(),
  })
  .meta({ id: 'SimulateDepositRequest' });
export type SimulateDepositRequest = z.input<typeof simulateDepositRequest>;

export const auditCheck = z.object({
  name: z.string(),
  ok: z.boolean(),
  detail: z.string(),
  /** What breaks the check ("round:12", "transfer:40"), at most a sample; empty when it passed. */
  offending: z.array(z.string()),
});
export const ledgerAuditResponse = z
  .object({
    ok: z.boolean(),
    checked_at: z.iso.datetime(),
    checks: z.array(auditCheck),
    totals: z.array(
      z.object({
        currency: z.string(),
        transfers: z.number().int(),
        player_cash: minorUnits,
        player_bonus: minorUnits,
        withdrawal_holds: minorUnits,
      }),
    ),
  })
  .meta({ id: 'LedgerAudit' });
export type LedgerAudit = z.infer<typeof ledgerAuditResponse>;

export const operatorAction = z
  .object({
    id: z.number().int(),
    actor: z.string(),
    action: z.string(),
    target: z.string(),
    details: z.record(z.string(), z.unknown()),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'OperatorAction' });
export const operatorActionList = z.array(operatorAction).meta({ id: 'OperatorActionList' });
