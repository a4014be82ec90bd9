import { z } from 'zod';
import { AUTH_MESSAGES } from './messages/auth.js';
import { BONUS_MESSAGES } from './messages/bonuses.js';
import { CATALOGUE_MESSAGES } from './messages/catalogue.js';
import { CHAT_MESSAGES } from './messages/chat.js';
import { CONTENT_MESSAGES, VIP_MESSAGES } from './messages/content.js';
import { COUPON_MESSAGES } from './messages/coupons.js';
import { CRASH_MESSAGES } from './messages/crash.js';
import { CRASH_ADMIN_MESSAGES } from './messages/crash-admin.js';
import { GAMES_MESSAGES } from './messages/games.js';
import { KYC_MESSAGES } from './messages/kyc.js';
import { NOTIFICATION_MESSAGES } from './messages/notifications.js';
import { PLAYER_GAMES_MESSAGES } from './messages/player-games.js';
import { PROVIDER_ADMIN_MESSAGES } from './messages/provider-catalogue.js';
import { RESPONSIBLE_GAMING_MESSAGES } from './messages/responsible-gaming.js';
import { VIP_MANAGER_MESSAGES } from './messages/vip.js';
import { WALLET_MESSAGES } from './messages/wallet.js';
import { MAINTENANCE_MESSAGE } from './site-settings.js';
import { VALIDATION_MESSAGES } from './validation.js';

/** Texts of the error envelope. The first two are quoted from the spec (§8, DESIGN §3). */
export const ERROR_MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  unexpected: 'Something went wrong',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported content type.',
  payloadTooLarge: 'The request body is too large.',
  serviceUnavailable: 'Service unavailable.',
  // Laravel's summary when a 422 names no field message.
  validationFailed: 'The given data was invalid.',
  // A field message the schema did not word itself (zod's own English).
  invalidValue: 'Invalid value.',
  // A 4xx a plugin raised with a message of its own.
  clientError: 'The request could not be handled.',
  // The payment processor's webhook (machine to machine).
  webhookInvalid: 'A webhook needs a coin we accept and a transaction id.',
  webhookMalformed: 'The form body could not be read.',
  webhookRefetchFailed:
    'The transaction could not be checked with the payment processor; try again later.',
  addressUnknown: 'No player has this address.',
  descriptionNeedsName: 'Give a name in this locale with its description',
} as const;

/**
 * Every code an error answer may carry, with the English text the server sends as `message` for
 * it. Codes are stable identifiers: clients translate by code, never by the text, so a text may be
 * reworded and a code never renamed. A text followed by a value (a limit, a status) starts with
 * the catalogue's text: "Min withdrawal request is 10.00 EUR". Texts are the spec's and the
 * domains' own (SPEC §5, §8), kept in their domain files and only referenced here.
 */
export const ERROR_TEXTS = {
  // The envelope.
  unauthenticated: ERROR_MESSAGES.unauthenticated,
  forbidden: AUTH_MESSAGES.forbidden,
  not_found: ERROR_MESSAGES.notFound,
  unexpected: ERROR_MESSAGES.unexpected,
  malformed_json: ERROR_MESSAGES.malformedJson,
  unsupported_media_type: ERROR_MESSAGES.unsupportedMediaType,
  payload_too_large: ERROR_MESSAGES.payloadTooLarge,
  service_unavailable: ERROR_MESSAGES.serviceUnavailable,
  maintenance: MAINTENANCE_MESSAGE,
  too_many_attempts: AUTH_MESSAGES.tooManyAttempts,
  validation_failed: ERROR_MESSAGES.validationFailed,
  invalid_value: ERROR_MESSAGES.invalidValue,
  client_error: ERROR_MESSAGES.clientError,
  idempotency_conflict: WALLET_MESSAGES.idempotencyConflict,

  // Field rules (SPEC §5).
  required: VALIDATION_MESSAGES.required,
  file_required: VALIDATION_MESSAGES.fileRequired,
  password_too_short: VALIDATION_MESSAGES.passwordMin,
  password_mismatch: VALIDATION_MESSAGES.passwordMatch,
  email_invalid: VALIDATION_MESSAGES.email,
  email_not_valid: VALIDATION_MESSAGES.emailValid,
  nickname_invalid: VALIDATION_MESSAGES.nickname,
  currency_invalid: VALIDATION_MESSAGES.currency,
  terms_not_accepted: VALIDATION_MESSAGES.terms,
  coupon_code_invalid: VALIDATION_MESSAGES.couponCode,
  too_long: VALIDATION_MESSAGES.tooLong,
  date_of_birth_invalid: VALIDATION_MESSAGES.dateOfBirth,
  country_invalid: VALIDATION_MESSAGES.country,
  disallowed_characters: VALIDATION_MESSAGES.disallowedCharacters,
  amount_invalid: WALLET_MESSAGES.amountInvalid,
  whole_number: CONTENT_MESSAGES.wholeNumber,
  reason_required: BONUS_MESSAGES.reasonRequired,

  // Accounts and sign-in.
  bad_credentials: AUTH_MESSAGES.badCredentials,
  email_taken: AUTH_MESSAGES.emailTaken,
  nickname_taken: AUTH_MESSAGES.nicknameTaken,
  reset_token_invalid: AUTH_MESSAGES.resetTokenInvalid,
  current_password_wrong: AUTH_MESSAGES.currentPasswordWrong,
  password_not_set: AUTH_MESSAGES.passwordNotSet,
  verification_token_invalid: AUTH_MESSAGES.verificationTokenInvalid,
  account_not_verified: AUTH_MESSAGES.accountNotVerified,
  email_not_verified: AUTH_MESSAGES.emailNotVerified,
  provider_unavailable: AUTH_MESSAGES.providerUnavailable,
  oauth_failed: AUTH_MESSAGES.oauthFailed,

  // Cashier.
  withdraw_min_limit: WALLET_MESSAGES.withdrawMinLimit,
  withdraw_max_limit: WALLET_MESSAGES.withdrawMaxLimit,
  withdraw_wagering_active: WALLET_MESSAGES.withdrawWageringActive,
  withdrawal_pending: WALLET_MESSAGES.withdrawPending,
  withdrawals_not_allowed: WALLET_MESSAGES.withdrawalsNotAllowed,
  withdrawal_not_cancellable: WALLET_MESSAGES.withdrawalNotCancellable,
  withdrawal_wrong_state: WALLET_MESSAGES.withdrawalWrongState,
  deposit_min_limit: WALLET_MESSAGES.depositMinLimit,
  invalid_address: WALLET_MESSAGES.invalidAddress,
  lightning_invoice_invalid: WALLET_MESSAGES.lightningInvoiceInvalid,
  lightning_wrong_network: WALLET_MESSAGES.lightningWrongNetwork,
  lightning_invoice_expired: WALLET_MESSAGES.lightningInvoiceExpired,
  lightning_amountless: WALLET_MESSAGES.lightningAmountless,
  lightning_amount_mismatch: WALLET_MESSAGES.lightningAmountMismatch,
  lightning_invoice_in_use: WALLET_MESSAGES.lightningInvoiceInUse,
  lightning_payment_failed: WALLET_MESSAGES.lightningPaymentFailed,
  lightning_deposit_max_limit: WALLET_MESSAGES.lightningDepositMaxLimit,
  unknown_wallet: WALLET_MESSAGES.unknownWallet,
  address_unknown: ERROR_MESSAGES.addressUnknown,
  conversion_missing: WALLET_MESSAGES.conversionMissing,
  conversion_failed: WALLET_MESSAGES.conversionFailed,
  conversion_invalid: WALLET_MESSAGES.conversionInvalid,
  conversion_not_configured: WALLET_MESSAGES.conversionNotConfigured,
  conversion_api_error: WALLET_MESSAGES.conversionApiError,
  conversion_bad_response: WALLET_MESSAGES.conversionBadResponse,
  tips_disabled: WALLET_MESSAGES.tipsDisabled,
  tip_self: WALLET_MESSAGES.tipSelf,
  tip_recipient_unknown: WALLET_MESSAGES.tipRecipientUnknown,
  tip_currency_mismatch: WALLET_MESSAGES.tipCurrencyMismatch,
  tip_quote_invalid: WALLET_MESSAGES.tipQuoteInvalid,
  tip_quote_expired: WALLET_MESSAGES.tipQuoteExpired,
  tip_min_limit: WALLET_MESSAGES.tipMinLimit,
  tip_max_limit: WALLET_MESSAGES.tipMaxLimit,
  tip_exceeds_balance: WALLET_MESSAGES.tipExceedsBalance,
  webhook_invalid: ERROR_MESSAGES.webhookInvalid,
  webhook_malformed: ERROR_MESSAGES.webhookMalformed,
  webhook_refetch_failed: ERROR_MESSAGES.webhookRefetchFailed,

  // Bonuses.
  bonus_max_bet_while_wagering: BONUS_MESSAGES.maxBetWhileWagering,
  bonus_not_found: BONUS_MESSAGES.notFound,
  bonus_expired: BONUS_MESSAGES.expired,
  bonus_finished: BONUS_MESSAGES.finished,
  bonus_declined_already: BONUS_MESSAGES.declinedAlready,
  bonus_lapsed: BONUS_MESSAGES.lapsed,
  bonus_other_active: BONUS_MESSAGES.otherActive,
  bonus_player_has_active: BONUS_MESSAGES.playerHasActive,
  bonus_action_invalid: BONUS_MESSAGES.invalidAction,
  bonus_id_invalid: BONUS_MESSAGES.invalidId,
  bonus_amount_too_high: BONUS_MESSAGES.amountTooHigh,
  bonus_multiplier_invalid: BONUS_MESSAGES.multiplierInvalid,
  bonus_valid_days_invalid: BONUS_MESSAGES.validDaysInvalid,

  // Registration coupon codes.
  coupon_unknown: COUPON_MESSAGES.unknown,
  coupon_not_started: COUPON_MESSAGES.notStarted,
  coupon_expired: COUPON_MESSAGES.expired,
  coupon_exhausted: COUPON_MESSAGES.exhausted,
  coupon_definition_code_invalid: COUPON_MESSAGES.codeInvalid,
  coupon_code_taken: COUPON_MESSAGES.codeTaken,
  coupon_not_found: COUPON_MESSAGES.notFound,
  coupon_amount_invalid: COUPON_MESSAGES.amountInvalid,
  coupon_redemptions_invalid: COUPON_MESSAGES.redemptionsInvalid,
  coupon_redemptions_below_used: COUPON_MESSAGES.redemptionsBelowUsed,
  coupon_window_invalid: COUPON_MESSAGES.windowInvalid,

  // Games and rounds.
  game_not_found: GAMES_MESSAGES.gameNotFound,
  game_launch_expired: GAMES_MESSAGES.launchExpired,
  game_session_expired: GAMES_MESSAGES.sessionExpired,
  game_demo_unavailable: GAMES_MESSAGES.demoUnavailable,
  game_own_page: GAMES_MESSAGES.ownPage,
  favourites_full: PLAYER_GAMES_MESSAGES.favouritesFull,
  bet_out_of_range: GAMES_MESSAGES.betOutOfRange,
  payout_too_high: GAMES_MESSAGES.payoutTooHigh,
  insufficient_funds: GAMES_MESSAGES.insufficientFunds,
  insufficient_demo_funds: GAMES_MESSAGES.insufficientDemoFunds,
  round_in_progress: GAMES_MESSAGES.roundInProgress,
  round_not_found: GAMES_MESSAGES.roundNotFound,
  round_action_not_allowed: GAMES_MESSAGES.actionNotAllowed,
  round_settled: GAMES_MESSAGES.roundSettled,
  round_moved_on: GAMES_MESSAGES.roundMovedOn,
  free_spins_unavailable: GAMES_MESSAGES.freeSpinsUnavailable,
  free_spins_real_money_only: GAMES_MESSAGES.freeSpinsRealMoneyOnly,
  client_seed_invalid: GAMES_MESSAGES.invalidClientSeed,

  // Crash tables.
  crash_unknown_table: CRASH_MESSAGES.unknownTable,
  crash_amount_invalid: CRASH_MESSAGES.amountInvalid,
  crash_min_bet: CRASH_MESSAGES.minBet,
  crash_max_bet: CRASH_MESSAGES.maxBet,
  crash_auto_cashout_invalid: CRASH_MESSAGES.autoCashoutInvalid,
  crash_insufficient_funds: CRASH_MESSAGES.insufficientFunds,
  crash_email_not_verified: CRASH_MESSAGES.emailNotVerified,
  crash_betting_closed: CRASH_MESSAGES.bettingClosed,
  crash_already_bet: CRASH_MESSAGES.alreadyBet,
  crash_no_running_bet: CRASH_MESSAGES.noRunningBet,
  crash_not_started: CRASH_MESSAGES.notStarted,
  crash_too_late: CRASH_MESSAGES.tooLate,
  crash_round_not_found: CRASH_MESSAGES.roundNotFound,
  crash_auto_cashout_out_of_range: CRASH_MESSAGES.autoCashoutOutOfRange,
  crash_limits_invalid: CRASH_MESSAGES.limitsInvalid,
  crash_limits_min_bet_floor: CRASH_MESSAGES.limitsMinBetFloor,
  crash_limits_bet_order: CRASH_MESSAGES.limitsBetOrder,
  crash_limits_auto_cashout_range: CRASH_MESSAGES.limitsAutoCashoutRange,
  crash_table_invalid: CRASH_ADMIN_MESSAGES.tableInvalid,
  crash_block_height_invalid: CRASH_ADMIN_MESSAGES.blockHeightInvalid,
  crash_chain_length_invalid: CRASH_ADMIN_MESSAGES.lengthInvalid,
  crash_publish_at_invalid: CRASH_ADMIN_MESSAGES.publishAtInvalid,
  crash_salt_invalid: CRASH_ADMIN_MESSAGES.saltInvalid,
  crash_salt_not_block_hash: CRASH_ADMIN_MESSAGES.saltNotBlockHash,
  crash_chain_not_found: CRASH_ADMIN_MESSAGES.chainNotFound,
  crash_chain_not_published: CRASH_ADMIN_MESSAGES.notPublished,
  crash_chain_salt_set: CRASH_ADMIN_MESSAGES.saltAlreadySet,
  crash_chain_waiting: CRASH_ADMIN_MESSAGES.chainWaiting,

  // Game catalogue (operator).
  category_not_found: CATALOGUE_MESSAGES.categoryNotFound,
  provider_not_found: CATALOGUE_MESSAGES.providerNotFound,
  catalogue_slug_taken: CATALOGUE_MESSAGES.slugTaken,
  category_code_taken: CATALOGUE_MESSAGES.codeTaken,
  game_id_taken: CATALOGUE_MESSAGES.gameIdTaken,
  unknown_category: CATALOGUE_MESSAGES.unknownCategory,
  unknown_provider: CATALOGUE_MESSAGES.unknownProvider,
  unknown_variant: CATALOGUE_MESSAGES.unknownVariant,
  game_in_use: CATALOGUE_MESSAGES.gameInUse,
  category_in_use: CATALOGUE_MESSAGES.categoryInUse,
  provider_in_use: CATALOGUE_MESSAGES.providerInUse,
  catalogue_limit_window: CATALOGUE_MESSAGES.limitWindow,
  slug_required: CATALOGUE_MESSAGES.slugRequired,
  description_needs_name: ERROR_MESSAGES.descriptionNeedsName,

  // Third-party providers (operator) and their game launch.
  provider_integration_not_found: PROVIDER_ADMIN_MESSAGES.integrationNotFound,
  provider_code_taken: PROVIDER_ADMIN_MESSAGES.codeTaken,
  provider_code_invalid: PROVIDER_ADMIN_MESSAGES.codeInvalid,
  provider_secret_required: PROVIDER_ADMIN_MESSAGES.secretRequired,
  provider_rsa_keys_required: PROVIDER_ADMIN_MESSAGES.rsaKeysRequired,
  provider_url_invalid: PROVIDER_ADMIN_MESSAGES.urlInvalid,
  provider_feed_url_missing: PROVIDER_ADMIN_MESSAGES.feedUrlMissing,
  provider_feed_unreachable: PROVIDER_ADMIN_MESSAGES.feedUnreachable,
  provider_feed_unreadable: PROVIDER_ADMIN_MESSAGES.feedUnreadable,
  provider_import_running: PROVIDER_ADMIN_MESSAGES.importRunning,
  provider_import_not_found: PROVIDER_ADMIN_MESSAGES.importNotFound,
  provider_launch_unreachable: PROVIDER_ADMIN_MESSAGES.launchUnreachable,
  provider_launch_bad_answer: PROVIDER_ADMIN_MESSAGES.launchBadAnswer,

  // Content, menus and VIP levels.
  post_not_found: CONTENT_MESSAGES.postNotFound,
  promotion_not_found: CONTENT_MESSAGES.promotionNotFound,
  page_not_found: CONTENT_MESSAGES.pageNotFound,
  slider_not_found: CONTENT_MESSAGES.sliderNotFound,
  banner_not_found: CONTENT_MESSAGES.bannerNotFound,
  language_not_found: CONTENT_MESSAGES.languageNotFound,
  image_not_found: CONTENT_MESSAGES.imageNotFound,
  translation_not_found: CONTENT_MESSAGES.translationNotFound,
  limit_from_negative: CONTENT_MESSAGES.limitFromNegative,
  limit_to_before_from: CONTENT_MESSAGES.limitToBeforeFrom,
  slug_invalid: CONTENT_MESSAGES.slug,
  slug_taken: CONTENT_MESSAGES.slugTaken,
  key_taken: CONTENT_MESSAGES.keyTaken,
  english_required: CONTENT_MESSAGES.englishRequired,
  english_not_removable: CONTENT_MESSAGES.englishNotRemovable,
  unknown_image: CONTENT_MESSAGES.unknownImage,
  url_invalid: CONTENT_MESSAGES.url,
  datetime_invalid: CONTENT_MESSAGES.datetime,
  vip_level_not_found: VIP_MESSAGES.levelNotFound,
  menu_item_not_found: VIP_MESSAGES.menuItemNotFound,
  bps_invalid: VIP_MESSAGES.bps,
  min_wagered_invalid: VIP_MESSAGES.minWagered,
  icon_invalid: VIP_MESSAGES.icon,
  menu_area_invalid: VIP_MESSAGES.area,
  benefit_invalid: VIP_MESSAGES.benefit,
  too_many_benefits: VIP_MESSAGES.tooManyBenefits,
  menu_slug_taken: VIP_MESSAGES.menuSlugTaken,
  vip_manager_not_staff: VIP_MANAGER_MESSAGES.notStaff,
  vip_manager_not_platinum: VIP_MANAGER_MESSAGES.notPlatinum,

  // Chat, notifications and verification.
  chat_group_closed: CHAT_MESSAGES.groupClosed,
  chat_too_many_groups: CHAT_MESSAGES.tooManyGroups,
  chat_message_empty: CHAT_MESSAGES.messageEmpty,
  chat_message_too_long: CHAT_MESSAGES.messageTooLong,
  chat_name_invalid: CHAT_MESSAGES.nameInvalid,
  chat_player_unknown: CHAT_MESSAGES.playerUnknown,
  notification_not_found: NOTIFICATION_MESSAGES.notFound,
  notification_text_too_long: NOTIFICATION_MESSAGES.textTooLong,
  notification_id_invalid: NOTIFICATION_MESSAGES.idInvalid,
  notification_player_not_found: NOTIFICATION_MESSAGES.playerNotFound,
  kyc_file_type: KYC_MESSAGES.fileType,
  kyc_file_too_large: KYC_MESSAGES.fileTooLarge,
  kyc_under_review: KYC_MESSAGES.underReview,
  kyc_already_verified: KYC_MESSAGES.alreadyVerified,
  kyc_not_submitted: KYC_MESSAGES.notSubmitted,

  // Responsible gambling: the player's own limits and breaks.
  self_excluded: RESPONSIBLE_GAMING_MESSAGES.selfExcluded,
  cool_off_active: RESPONSIBLE_GAMING_MESSAGES.coolOffActive,
  deposit_limit_reached: RESPONSIBLE_GAMING_MESSAGES.depositLimitReached,
  loss_limit_reached: RESPONSIBLE_GAMING_MESSAGES.lossLimitReached,
  wager_limit_reached: RESPONSIBLE_GAMING_MESSAGES.wagerLimitReached,
  limit_amount_invalid: RESPONSIBLE_GAMING_MESSAGES.limitAmountInvalid,
  reminder_invalid: RESPONSIBLE_GAMING_MESSAGES.reminderInvalid,
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_TEXTS;

export const ERROR_CODES = Object.keys(ERROR_TEXTS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_TEXTS, value);
}

/**
 * Validation rules are zod schemas, and a zod issue carries only its message: this is the one
 * place that names the code of a rule's message, for the server's 422 and the web's own checks
 * alike. A message no rule of the catalogue words (zod's own English) is `invalid_value`.
 */
const CODE_BY_TEXT = new Map<string, ErrorCode>(
  (Object.entries(ERROR_TEXTS) as [ErrorCode, string][]).map(([code, text]) => [text, code]),
);

export function errorCodeOfRuleMessage(message: string): ErrorCode {
  return CODE_BY_TEXT.get(message) ?? 'invalid_value';
}

export const errorCode = z.enum(ERROR_CODES).meta({
  id: 'ErrorCode',
  description: 'A stable identifier of the failure; clients translate by it, not by `message`.',
});

/**
 * Error answers follow the Laravel-style envelope the spec's client reads: every error has a
 * `message` and a `code`; validation errors add `errors`, a list of messages per field, and
 * `codes`, the code of each of those messages in the same places.
 */
export const errorResponse = z
  .object({
    message: z.string(),
    code: errorCode,
  })
  .meta({ id: 'ErrorResponse' });

export const validationErrorResponse = z
  .object({
    message: z.string(),
    code: errorCode,
    errors: z.record(z.string(), z.array(z.string())),
    codes: z.record(z.string(), z.array(errorCode)),
  })
  .meta({ id: 'ValidationErrorResponse' });

/** A refused bonus action: the error envelope plus SPEC §7's success flag and error.message. */
export const bonusActionFailure = errorResponse
  .extend({
    success: z.literal(false),
    error: errorResponse,
  })
  .meta({ id: 'BonusActionFailure' });

export type ErrorResponse = z.infer<typeof errorResponse>;
export type BonusActionFailure = z.infer<typeof bonusActionFailure>;
export type ValidationErrorResponse = z.infer<typeof validationErrorResponse>;
