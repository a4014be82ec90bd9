import { ERROR_TEXTS, type ErrorCode } from '@satsino/contract/errors';
import type { Currency } from '@satsino/contract/money';
import { AppError, fieldError, platformErrors } from '../../platform/errors.js';
import { formatMinorUnits } from '../payments/coin-amounts.js';
import { GatewayError } from '../payments/payment-gateway.js';

/** "10.00 USD": how SPEC §8 notices add a limit and the currency to a message. */
export const limitText = (minor: bigint, currency: Currency) =>
  `${formatMinorUnits(minor)} ${currency}`;

/** A 422 whose message is the catalogue's text as it is, with the fields it concerns. */
const invalid = (code: ErrorCode, fields: string[]) =>
  new AppError(
    422,
    code,
    undefined,
    Object.fromEntries(fields.map((field) => [field, [fieldError(code)]])),
  );

/**
 * One on-chain output reported again with another amount: its key, another request. To the
 * caller an idempotency conflict like any other; the webhook tells it apart by its class.
 */
export class DepositReportConflict extends AppError {
  constructor() {
    super(409, 'idempotency_conflict');
  }
}

/** The cashier's expected failures, with the texts of SPEC §8 (and ours where it is silent). */
export const walletErrors = {
  emailNotVerified: () => platformErrors.forbidden('email_not_verified'),
  field: (field: string, code: ErrorCode, message?: string) =>
    platformErrors.field(field, code, message),
  withdrawalPending: () => platformErrors.conflict('withdrawal_pending'),
  wageringActive: () => platformErrors.conflict('withdraw_wagering_active'),
  withdrawalWrongState: (code: ErrorCode = 'withdrawal_wrong_state') =>
    platformErrors.conflict(code),
  tipsDisabled: () => platformErrors.forbidden('tips_disabled'),
  depositReportConflict: () => new DepositReportConflict(),
  conversionMissing: (fields: string[]) => invalid('conversion_missing', fields),
  conversionInvalid: (fields: string[]) => invalid('conversion_invalid', fields),
};

/**
 * A payment processor's failure as the conversion messages of SPEC §8, wherever the cashier
 * meets it (rates, addresses, payouts): never a 500, and the caller's transaction rolls back.
 */
export function gatewayFailure(error: unknown): unknown {
  if (!(error instanceof GatewayError)) return error;
  switch (error.kind) {
    case 'not_configured':
      return new AppError(503, 'conversion_not_configured');
    case 'http':
      return error.status === undefined
        ? new AppError(502, 'conversion_failed')
        : new AppError(
            502,
            'conversion_api_error',
            `${ERROR_TEXTS.conversion_api_error} ${error.status}`,
          );
    case 'bad_response':
      return new AppError(502, 'conversion_bad_response');
    case 'invalid_parameters':
      return invalid('conversion_invalid', ['gateway']);
  }
}

/** Runs a gateway call; its failures become the answers above. */
export async function callGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw gatewayFailure(error);
  }
}
