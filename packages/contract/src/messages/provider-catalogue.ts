/**
 * The texts of ../provider-catalogue.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
export const PROVIDER_ADMIN_MESSAGES = {
  integrationNotFound: 'Provider integration not found',
  codeTaken: 'An integration with this code already exists',
  codeInvalid: 'An integration code is lower-case letters, digits and single hyphens',
  secretRequired: 'HMAC signing needs a shared secret',
  rsaKeysRequired: "RSA signing needs the provider's public key and our private key",
  urlInvalid: 'Give an absolute http or https URL',
  feedUrlMissing: 'This integration has no feed URL: upload a feed file instead',
  feedUnreachable: 'The feed could not be downloaded',
  feedUnreadable: 'The feed is neither JSON ({ games: [...] }) nor CSV with the feed columns',
  importRunning: 'An import of this integration is already running',
  importNotFound: 'Import not found',
  launchUnreachable: 'The game provider did not answer: try again in a moment',
  launchBadAnswer: 'The game provider could not start the game',
} as const;
