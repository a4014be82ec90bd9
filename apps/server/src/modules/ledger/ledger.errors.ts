import { AppError } from '../../platform/errors.js';

/** A player account would go below zero: nothing was written. */
export class InsufficientFundsError extends Error {
  override name = 'InsufficientFundsError';

  constructor(readonly accountId: number) {
    super(`account ${accountId} has too little money for this transfer`);
  }
}

export const ledgerErrors = {
  /** The same idempotency key came with a different request (DESIGN §3: 409). */
  idempotencyConflict: () => new AppError(409, 'idempotency_conflict'),
};
