import { BONUS_MESSAGES } from '@satsino/contract/bonuses';
import { GAMES_MESSAGES } from '@satsino/contract/games';
import { AppError, platformErrors } from '../../platform/errors.js';

/** The games domain's expected failures, with the contract's texts. */
export const gamesErrors = {
  gameNotFound: () => platformErrors.notFound(GAMES_MESSAGES.gameNotFound),
  demoUnavailable: () => field('game_id', GAMES_MESSAGES.demoUnavailable),
  ownPage: (path: string) => field('game_id', `${GAMES_MESSAGES.ownPage} ${path}`),
  launchExpired: () => field('launch_token', GAMES_MESSAGES.launchExpired),
  sessionExpired: () => new AppError(401, 'GAME_SESSION_EXPIRED', GAMES_MESSAGES.sessionExpired),
  betOutOfRange: () => field('bet', GAMES_MESSAGES.betOutOfRange),
  betAboveBonusMax: () => field('bet', BONUS_MESSAGES.maxBetWhileWagering),
  payoutTooHigh: () => field('bet', GAMES_MESSAGES.payoutTooHigh),
  insufficientFunds: () => field('bet', GAMES_MESSAGES.insufficientFunds),
  insufficientDemoFunds: () => field('bet', GAMES_MESSAGES.insufficientDemoFunds),
  roundInProgress: () =>
    platformErrors.conflict('ROUND_IN_PROGRESS', GAMES_MESSAGES.roundInProgress),
  roundNotFound: () => platformErrors.notFound(GAMES_MESSAGES.roundNotFound),
  actionNotAllowed: () => field('action', GAMES_MESSAGES.actionNotAllowed),
  roundSettled: () => platformErrors.conflict('ROUND_SETTLED', GAMES_MESSAGES.roundSettled),
  roundMovedOn: () => platformErrors.conflict('ROUND_MOVED_ON', GAMES_MESSAGES.roundMovedOn),
  invalid: (name: string, message: string) => field(name, message),
};

function field(name: string, message: string) {
  return platformErrors.validation({ [name]: [message] });
}
