import { withdrawalRejectRequest, withdrawalSentRequest } from '@satsino/contract/wallet-admin';

/*
 * The dialogs check their fields with the contract's schemas; the limits below only word the
 * messages, and withdrawal-forms.test.ts fails if they stop matching the schemas.
 */
export const REJECT_REASON_MAX_LENGTH = 500;
export const TXID_MIN_LENGTH = 8;
export const TXID_MAX_LENGTH = 128;

export type ReasonProblem = 'missing' | 'tooLong';

export function rejectReasonProblem(reason: string): ReasonProblem | undefined {
  if (withdrawalRejectRequest.safeParse({ reason }).success) {
    return undefined;
  }
  return reason.trim() === '' ? 'missing' : 'tooLong';
}

export function isValidTxid(txid: string): boolean {
  return withdrawalSentRequest.safeParse({ txid }).success;
}
