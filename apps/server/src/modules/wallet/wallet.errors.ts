import type { Currency } from '@satsino/contract/money';
import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import { AppError, platformErrors } from '../../platform/errors.js';
import { formatMinorUnits } from '../payments/coin-amounts.js';
import { GatewayError } from '../payments/payment-gateway.js';

/** "10.00 USD": how SPEC §8 notices add a limit and the currency to a message. */
export const limitText = (minor: bigint, currency: Currency) =>
  `${formatMinorUnits(minor)} ${currency}`;

/** A 422 whose message is the spec's text as it is, with the fields it concerns. */
const invalid = (code: string, message: string, fields: string[]) =>
  new AppError(422, code, message, Object.fromEntries(fields.map((field) => [field, [message]])));

export const DEPOSIT_REPORT_CONFLICT = 'DEPOSIT_REPORT_CONFLICT';

/** The cashier's expected failures, with the texts of SPEC §8 (and ours where it is silent). */
export const walletErrors = {
  emailNotVerified: () => platformErrors.forbidden(WALLET_MESSAGES.emailNotVerified),
  field: (field: string, message: string) => platformErrors.validation({ [field]: [message] }),
  withdrawalPending: () =>
    platformErrors.conflict('WITHDRAWAL_PENDING', WALLET_MESSAGES.withdrawPending),
  wageringActive: () =>
    platformErrors.conflict('WAGERING_ACTIVE', WALLET_MESSAGES.withdrawWageringActive),
  withdrawalWrongState: (message: string = WALLET_MESSAGES.withdrawalWrongState) =>
    platformErrors.conflict('WITHDRAWAL_STATE', message),
  tipsDisabled: () => platformErrors.forbidden(WALLET_MESSAGES.tipsDisabled),
  /** One on-chain output reported again with another amount: its key, another request. */
  depositReportConflict: () =>
    platformErrors.conflict(DEPOSIT_REPORT_CONFLICT, WALLET_MESSAGES.idempotencyConflict),
  conversionMissing: (fields: string[]) =>
    invalid('CONVERSION_MISSING', WALLET_MESSAGES.conversionMissing, fields),
  conversionInvalid: (fields: string[]) =>
    invalid('CONVERSION_INVALID', WALLET_MESSAGES.conversionInvalid, fields),
};

/**
 * A payment processor's failure as the conversion messages of SPEC §8, wherever the cashier
 * meets it (rates, addresses, payouts): never a 500, and the caller's transaction rolls back.
 */
export function gatewayFailure(error: unknown): unknown {
  if (!(error instanceof GatewayError)) return error;
  switch (error.kind) {
    case 'not_configured':
      return new AppError(503, 'GATEWAY_NOT_CONFIGURED', WALLET_MESSAGES.conversionNotConfigured);
    case 'http':
      return error.status === undefined
        ? new AppError(502, 'GATEWAY_UNREACHABLE', WALLET_MESSAGES.conversionFailed)
        : new AppError(
            502,
            'GATEWAY_HTTP_ERROR',
            `${WALLET_MESSAGES.conversionApiError} ${error.status}`,
          );
    case 'bad_response':
      return new AppError(502, 'GATEWAY_BAD_RESPONSE', WALLET_MESSAGES.conversionBadResponse);
    case 'invalid_parameters':
      return invalid('GATEWAY_REFUSED', WALLET_MESSAGES.conversionInvalid, ['gateway']);
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
