import { z } from 'zod';
import { CURRENCIES } from './money.js';

/*
 * The seamless wallet a third-party game provider or aggregator calls (DESIGN §5, issue 15),
 * shaped after Hub88's operator Wallet API: every call is a signed JSON POST to
 * `/api/provider/{provider}/{call}` carrying a request id, the player's launch token and, for
 * money, the provider's transaction id, its round id and, for a win or a rollback, the
 * transaction it refers to. Amounts are integer minor units of the player's currency.
 *
 * Signing: the provider signs the exact bytes of the body and sends the signature, base64, in
 * the `X-Signature` header: HMAC-SHA256 with the shared secret, or RSA-SHA256 (PKCS#1 v1.5) with
 * its private key, as the provider's configuration says. The casino signs its own calls to the
 * provider (launch) the same way, with the same header.
 *
 * Every answer carries a `status`. Business outcomes (not enough money, a rolled back bet …)
 * answer HTTP 200 with their status as Hub88 does; a refused call answers 400 (syntax), 401
 * (signature) or 404 (unknown or disabled provider) with the status in the body too.
 */

export const PROVIDER_SIGNATURE_HEADER = 'x-signature';

export const PROVIDER_SIGNINGS = ['hmac-sha256', 'rsa-sha256'] as const;
export type ProviderSigning = (typeof PROVIDER_SIGNINGS)[number];

export const PROVIDER_STATUSES = [
  'RS_OK',
  /** Anything without a status of its own. */
  'RS_ERROR_UNKNOWN',
  /** The provider is unknown or disabled. */
  'RS_ERROR_INVALID_PARTNER',
  /** The launch token is unknown, or belongs to another game. */
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  /** The currency is not the one the game was launched in. */
  'RS_ERROR_WRONG_CURRENCY',
  /** Sent with the player's current balance. */
  'RS_ERROR_NOT_ENOUGH_MONEY',
  /** The account is locked or self-excluded: no new bets. */
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  /** Balance and bet need a live token; wins and rollbacks are accepted after it expired. */
  'RS_ERROR_TOKEN_EXPIRED',
  /** The body is not a call of this API. */
  'RS_ERROR_WRONG_SYNTAX',
  /** The transaction id was used before for a different call. */
  'RS_ERROR_DUPLICATE_TRANSACTION',
  /** The bet a win refers to does not exist (for this player and round). */
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  /** The bet was rolled back (or its rollback came first: a late bet is refused). */
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  /** A responsible-gambling limit or the bonus programme's max bet refuses the stake. */
  'RS_ERROR_LIMIT_REACHED',
  /**
   * Our addition to Hub88's list: the round is closed (a win said `round_closed`), so it takes
   * no more bets or wins, or the bet already has a win, so it cannot be rolled back.
   */
  'RS_ERROR_ROUND_CLOSED',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

const id = z.string().min(1).max(100);
/** Integer minor units; JSON numbers are exact up to 2^53. */
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const base = {
  /** The provider's id of this HTTP call (for its logs); answered back. */
  request_uuid: id,
  /** The launch token the casino gave the provider for this player, game and currency. */
  token: id,
  /** The player's id as the launch named it. */
  user: id,
  /** The provider's game code, as its feed lists it. */
  game_code: id,
};

export const providerBalanceRequest = z.strictObject(base);

export const providerBetRequest = z.strictObject({
  ...base,
  transaction_uuid: id,
  round: id,
  currency: z.enum(CURRENCIES),
  amount,
});

export const providerWinRequest = z.strictObject({
  ...base,
  transaction_uuid: id,
  /** The bet this win pays. */
  reference_transaction_uuid: id,
  round: id,
  currency: z.enum(CURRENCIES),
  /** 0 closes or settles a losing bet without moving money. */
  amount,
  /** No more bets or wins for this round. */
  round_closed: z.boolean(),
});

export const providerRollbackRequest = z.strictObject({
  ...base,
  transaction_uuid: id,
  /** The bet to undo; unknown yet, it is remembered so that bet is refused when it arrives. */
  reference_transaction_uuid: id,
  round: id,
});

/** Every answer; `balance` and `currency` are missing only when the player is unknown. */
export const providerResponse = z.object({
  status: z.enum(PROVIDER_STATUSES),
  request_uuid: z.string(),
  user: z.string().optional(),
  currency: z.enum(CURRENCIES).optional(),
  /** Cash plus bonus, minor units: what the player can stake now. */
  balance: amount.optional(),
});

export type ProviderBalanceRequest = z.infer<typeof providerBalanceRequest>;
export type ProviderBetRequest = z.infer<typeof providerBetRequest>;
export type ProviderWinRequest = z.infer<typeof providerWinRequest>;
export type ProviderRollbackRequest = z.infer<typeof providerRollbackRequest>;
export type ProviderResponse = z.infer<typeof providerResponse>;

/** The wallet calls, as the last segment of their path. */
export const PROVIDER_WALLET_CALLS = {
  balance: 'user/balance',
  bet: 'transaction/bet',
  win: 'transaction/win',
  rollback: 'transaction/rollback',
} as const;

// ---------------------------------------------------------------------------------------------
// The casino's calls to the provider
// ---------------------------------------------------------------------------------------------

/**
 * `POST {launch_url}`, signed by the casino: a URL of the provider's game page for this player.
 * Demo launches carry no token and no user; the provider plays them with its own play money.
 */
export const providerLaunchRequest = z.strictObject({
  game_code: id,
  mode: z.enum(['real', 'demo']),
  token: id.optional(),
  user: id.optional(),
  currency: z.enum(CURRENCIES).optional(),
  /** A locale of ours (en, de …). */
  lang: z.string().min(2).max(5),
  /** Where the provider's page sends the player back to. */
  lobby_url: z.string().url(),
  /** The base of the wallet API for this provider: `{origin}/api/provider/{code}/`. */
  wallet_url: z.string().url(),
});
export const providerLaunchResponse = z.object({ url: z.string().url() });
export type ProviderLaunchRequest = z.infer<typeof providerLaunchRequest>;

/**
 * `GET {feed_url}`: the provider's games, JSON (`{ games: [...] }`) or CSV with these columns as
 * its header row. `thumbnail` is an absolute URL the casino downloads once and serves itself.
 */
export const PROVIDER_FEED_CATEGORIES = [
  'slots',
  'live',
  'table',
  'roulette',
  'blackjack',
  'game_show',
] as const;
export const providerFeedGame = z.object({
  game_code: id,
  name: z.string().min(1).max(120),
  studio: z.string().min(1).max(80),
  category: z.enum(PROVIDER_FEED_CATEGORIES),
  /** Percent with up to two decimals, as a string: "96.50". */
  rtp: z.string().regex(/^\d{1,3}(\.\d{1,2})?$/),
  thumbnail: z.string().url(),
  demo: z.boolean(),
  live: z.boolean(),
});
export const providerFeed = z.object({ games: z.array(providerFeedGame) });
export type ProviderFeedGame = z.infer<typeof providerFeedGame>;
export const PROVIDER_FEED_COLUMNS = [
  'game_code',
  'name',
  'studio',
  'category',
  'rtp',
  'thumbnail',
  'demo',
  'live',
] as const;
