import type { Currency } from '@satsino/contract/money';
import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import { AppError, platformErrors } from '../../platform/errors.js';
import { formatMinorUnits } from '../payments/coin-amounts.js';

/** "10.00 USD": how SPEC §8 notices add a limit and the currency to a message. */
export const limitText = (minor: bigint, currency: Currency) =>
  `${formatMinorUnits(minor)} ${currency}`;

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
  conversion: (status: number, message: string) =>
    new AppError(status, 'CONVERSION_FAILED', message),
};
