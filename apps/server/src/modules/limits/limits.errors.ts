import type { ErrorCode } from '@satsino/contract/errors';
import { AppError } from '../../platform/errors.js';

/** A refusal of the player's own rules (ADR 0020): what a stake, a deposit or a sign-in meets. */
export type LimitRefusalCode = Extract<
  ErrorCode,
  | 'self_excluded'
  | 'cool_off_active'
  | 'deposit_limit_reached'
  | 'loss_limit_reached'
  | 'wager_limit_reached'
>;

/** The limits domain's expected failures; their texts are the contract's catalogue. */
export const limitsErrors = {
  /** The player's own rule refuses: 403, the rule is theirs and stands until it ends. */
  refused: (code: LimitRefusalCode) => new AppError(403, code),
};
