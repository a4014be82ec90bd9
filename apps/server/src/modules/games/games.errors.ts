import { ERROR_TEXTS } from '@satsino/contract/errors';
import { AppError, platformErrors } from '../../platform/errors.js';

/** The games domain's expected failures; their texts are the contract's catalogue. */
export const gamesErrors = {
  gameNotFound: () => platformErrors.notFound('game_not_found'),
  demoUnavailable: () => platformErrors.field('game_id', 'game_demo_unavailable'),
  ownPage: (path: string) =>
    platformErrors.field('game_id', 'game_own_page', `${ERROR_TEXTS.game_own_page} ${path}`),
  launchExpired: () => platformErrors.field('launch_token', 'game_launch_expired'),
  sessionExpired: () => new AppError(401, 'game_session_expired'),
  betOutOfRange: () => platformErrors.field('bet', 'bet_out_of_range'),
  betAboveBonusMax: () => platformErrors.field('bet', 'bonus_max_bet_while_wagering'),
  payoutTooHigh: () => platformErrors.field('bet', 'payout_too_high'),
  /** A Mines reveal or a HiLo guess whose win would pay above the game's maximum payout. */
  stepPayoutTooHigh: () => platformErrors.field('action', 'payout_too_high'),
  insufficientFunds: () => platformErrors.field('bet', 'insufficient_funds'),
  insufficientDemoFunds: () => platformErrors.field('bet', 'insufficient_demo_funds'),
  roundInProgress: () => platformErrors.conflict('round_in_progress'),
  roundNotFound: () => platformErrors.notFound('round_not_found'),
  actionNotAllowed: () => platformErrors.field('action', 'round_action_not_allowed'),
  roundSettled: () => platformErrors.conflict('round_settled'),
  roundMovedOn: () => platformErrors.conflict('round_moved_on'),
  freeSpinsUnavailable: () => platformErrors.conflict('free_spins_unavailable'),
  freeSpinsRealMoneyOnly: () => platformErrors.field('free_spin', 'free_spins_real_money_only'),
  /** A rule of the game engine, worded by the engine (fairness package). */
  invalid: (name: string, message: string) => platformErrors.field(name, 'invalid_value', message),
};
