import { AppError, platformErrors } from '../../platform/errors.js';

/** The expected failures of the providers' operator calls and game launch (issue 15). */
export const providerAdminErrors = {
  integrationNotFound: () => platformErrors.notFound('provider_integration_not_found'),
  codeTaken: () => platformErrors.field('code', 'provider_code_taken'),
  secretRequired: () => platformErrors.field('secret', 'provider_secret_required'),
  rsaKeysRequired: () => platformErrors.field('provider_public_key', 'provider_rsa_keys_required'),
  feedUrlMissing: () => platformErrors.field('feed_url', 'provider_feed_url_missing'),
  importRunning: () => platformErrors.conflict('provider_import_running'),
  importNotFound: () => platformErrors.notFound('provider_import_not_found'),
  /** The provider's launch endpoint did not answer in time, or not at all. */
  launchUnreachable: () => new AppError(503, 'provider_launch_unreachable'),
  /** It answered, but not with a game URL we can show. */
  launchBadAnswer: () => new AppError(502, 'provider_launch_bad_answer'),
};
