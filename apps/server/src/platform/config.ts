import { isIP } from 'node:net';
import path from 'node:path';
import { COIN_SYMBOLS, type CoinSymbol } from '@satsino/contract/coins';
import { DEFAULT_SITE_NAME, DEFAULT_SUPPORT_EMAIL } from '@satsino/contract/site';
import { z } from 'zod';
import { SERVER_ROOT } from './paths.js';

/**
 * The sandbox's default key: the account key of BIP84's published test vector ("abandon … about"),
 * whose private key is public knowledge. Fine for play money; a real operator sets SANDBOX_XPUB
 * or a real gateway.
 */
const SANDBOX_DEFAULT_XPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

const coinRemitterWallets = z.partialRecord(
  z.enum(COIN_SYMBOLS),
  z.object({ apiKey: z.string().min(1), password: z.string().min(1) }),
);

/**
 * Every environment variable the server reads, parsed once at start. Nothing else in the server
 * reads `process.env`; a bad or missing value stops the start with the variable's name.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** proxy-addr's names for whole ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const NAMED_PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (NAMED_PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address in X-Forwarded-For: a count of hops in front of
 * the server, or the proxies' addresses. Fastify's own hop count no longer trusts anything (it
 * cannot tell a proxy from a client), so a count becomes the function Express's number stands
 * for: believe the connection and the `hops - 1` entries it forwarded, no more.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const trustProxySchema = z.string().transform((text, context): TrustProxy => {
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && Number.isSafeInteger(hops)) return (_address, hop) => hop < hops;
  } else {
    const addresses = text.split(',').map((entry) => entry.trim());
    if (addresses.every(isProxyAddress)) return addresses;
  }
  context.addIssue({
    code: 'custom',
    message: 'must be a hop count of at least 1 or a comma-separated list of addresses or CIDRs',
  });
  return z.NEVER;
});

const environmentSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('.data'),
  SEED_DEMO: booleanString.optional(),
  PROVIDER_SANDBOX_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// URL' }).optional(),
  PROVIDER_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  MAINTENANCE: booleanString.optional(),
  SITE_NAME: z.string().trim().min(1, 'must not be empty').max(40).default(DEFAULT_SITE_NAME),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: z.string().min(1, 'must not be empty').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'must be an address like "Satsino <no-reply@example.com>"')
    .optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: z
    .url('must be a URL')
    .default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url('must be a URL').default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z
    .url('must be a URL')
    .default('https://openidconnect.googleapis.com/v1/userinfo'),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .default(10_000),
  PAYMENT_GATEWAY: z
    .enum(['sandbox', 'coinremitter'], { error: 'must be sandbox or coinremitter' })
    .default('sandbox'),
  SANDBOX_XPUB: z
    .string()
    .regex(/^[xyzv]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an extended public key')
    .default(SANDBOX_DEFAULT_XPUB),
  COINREMITTER_API_URL: z.url('must be a URL').optional(),
  LIGHTNING_BACKEND: z
    .enum(['sandbox', 'lnd'], { error: 'must be sandbox or lnd' })
    .default('sandbox'),
  LND_REST_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  LND_MACAROON_HEX: z
    .string()
    .regex(/^[0-9a-fA-F]{16,4096}$/, 'must be the macaroon in hex')
    .optional(),
  LND_NETWORK: z
    .enum(['mainnet', 'testnet', 'signet', 'regtest'], {
      error: 'must be mainnet, testnet, signet or regtest',
    })
    .default('mainnet'),
  COINREMITTER_WALLETS: z
    .string()
    .transform((text, context) => {
      try {
        return coinRemitterWallets.parse(JSON.parse(text));
      } catch {
        context.addIssue({
          code: 'custom',
          message: 'must be JSON like {"BTC":{"apiKey":"…","password":"…"}}',
        });
        return z.NEVER;
      }
    })
    .optional(),
  SUPPORT_EMAIL: z.email('must be an e-mail address').optional(),
  TIPS_ENABLED: booleanString.optional(),
  CRASH_LOOP: booleanString.optional(),
  // The crash tables' pace (defaults: the contract's 5 s betting window and 3 s pause, bustabit's
  // growth). Faster for demos and the browser journeys, which otherwise wait on the clock.
  CRASH_BETTING_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1_000, 'must be at least 1000 (players need time to bet)')
    .max(60_000)
    .optional(),
  CRASH_PAUSE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(60_000)
    .optional(),
  CRASH_GROWTH_PER_MS: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be above 0')
    .max(0.01, 'must be at most 0.01 (a round reaching 2× in 70 ms is unplayable)')
    .optional(),
  ONRAMP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  TRUST_PROXY: trustProxySchema.optional(),
});

export interface PaymentsConfig {
  gateway: 'sandbox' | 'coinremitter';
  /** Account-level extended public key the sandbox derives deposit addresses from. */
  sandboxXpub: string;
  coinRemitter: {
    apiUrl: string | undefined;
    wallets: Partial<Record<CoinSymbol, { apiKey: string; password: string }>>;
  };
  tipsEnabled: boolean;
  /** The card on-ramp widget; unset hides it. */
  onrampUrl: string | null;
  /** The Lightning node (ADR 0015): the embedded sandbox, or an LND node's REST API. */
  lightning:
    | { backend: 'sandbox' }
    | {
        backend: 'lnd';
        restUrl: string;
        macaroonHex: string;
        network: 'mainnet' | 'testnet' | 'signet' | 'regtest';
      };
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface AppConfig {
  port: number;
  host: string;
  /** External PostgreSQL; when absent the server runs its own embedded PostgreSQL. */
  databaseUrl: string | undefined;
  /** Absolute path of the data folder (embedded database lives in `<dataDir>/postgres`). */
  dataDir: string;
  seedDemo: boolean;
  /** MAINTENANCE=true: the site is in maintenance from the start, whatever the stored switch says. */
  maintenanceForced: boolean;
  siteName: string;
  /** The address the support page gives players. */
  supportEmail: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** Absolute path of the built web app. */
  webDistDir: string;
  /** Whether this process may run the crash tables' rounds (one leader-elected process does). */
  crashLoop: boolean;
  /** The crash tables' pace where the environment sets it; the crash module's defaults otherwise. */
  crashPace: { bettingMs?: number; pauseMs?: number; growthPerMs?: number };
  shutdownTimeoutMs: number;
  /** Where players reach the site; links in e-mails and OAuth redirects are built from it. */
  publicUrl: string;
  /** Redis for real-time fan-out and shared rate limits when several processes run. */
  redisUrl: string | undefined;
  /**
   * Fastify's `trustProxy`. Unset, no proxy is believed: the client address (rate limits, the IP
   * a session records) is the connection's, whatever X-Forwarded-For says.
   */
  trustProxy: TrustProxy;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The sandbox provider `npm start` runs beside the server (PROVIDER_SANDBOX=1), or null. */
  providerSandbox: { url: string; secret: string } | null;
  /** An admin account ensured at start. */
  admin: { email: string; password: string } | undefined;
  /** Social sign-in providers that are switched on (configured). */
  oauth: { google?: OAuthProviderConfig };
  payments: PaymentsConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(
  environment: Record<string, string | undefined>,
  cwd = process.cwd(),
): AppConfig {
  // An empty variable means "not set", as shells and .env files often leave them.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration. ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  if (
    env.LIGHTNING_BACKEND === 'lnd' &&
    (env.LND_REST_URL === undefined || env.LND_MACAROON_HEX === undefined)
  ) {
    throw new ConfigError(
      'Invalid configuration. LIGHTNING_BACKEND: lnd needs LND_REST_URL and LND_MACAROON_HEX',
    );
  }
  if ((env.PROVIDER_SANDBOX_URL === undefined) !== (env.PROVIDER_SANDBOX_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid configuration. PROVIDER_SANDBOX_URL: PROVIDER_SANDBOX_URL and PROVIDER_SANDBOX_SECRET must be set together',
    );
  }
  if ((env.GOOGLE_CLIENT_ID === undefined) !== (env.GOOGLE_CLIENT_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid configuration. GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(cwd, env.DATA_DIR),
    // The embedded database is the demo setup, so it is seeded unless told otherwise.
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
    maintenanceForced: env.MAINTENANCE ?? false,
    siteName: env.SITE_NAME,
    supportEmail: env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(cwd, env.WEB_DIST_DIR)
      : path.join(SERVER_ROOT, '..', 'web', 'dist'),
    crashLoop: env.CRASH_LOOP ?? true,
    crashPace: {
      ...(env.CRASH_BETTING_MS === undefined ? {} : { bettingMs: env.CRASH_BETTING_MS }),
      ...(env.CRASH_PAUSE_MS === undefined ? {} : { pauseMs: env.CRASH_PAUSE_MS }),
      ...(env.CRASH_GROWTH_PER_MS === undefined ? {} : { growthPerMs: env.CRASH_GROWTH_PER_MS }),
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY ?? false,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@satsino.local>`,
    // Set by `npm start` with PROVIDER_SANDBOX=1 (scripts/start.mjs), which runs the sandbox.
    providerSandbox:
      env.PROVIDER_SANDBOX_URL && env.PROVIDER_SANDBOX_SECRET
        ? { url: env.PROVIDER_SANDBOX_URL.replace(/\/+$/, ''), secret: env.PROVIDER_SANDBOX_SECRET }
        : null,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    oauth: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
              tokenUrl: env.GOOGLE_TOKEN_URL,
              userInfoUrl: env.GOOGLE_USERINFO_URL,
            },
          }
        : {}),
    },
    payments: {
      gateway: env.PAYMENT_GATEWAY,
      sandboxXpub: env.SANDBOX_XPUB,
      coinRemitter: { apiUrl: env.COINREMITTER_API_URL, wallets: env.COINREMITTER_WALLETS ?? {} },
      tipsEnabled: env.TIPS_ENABLED ?? true,
      onrampUrl: env.ONRAMP_URL ?? null,
      lightning:
        env.LIGHTNING_BACKEND === 'lnd' && env.LND_REST_URL && env.LND_MACAROON_HEX
          ? {
              backend: 'lnd',
              restUrl: env.LND_REST_URL,
              macaroonHex: env.LND_MACAROON_HEX,
              network: env.LND_NETWORK,
            }
          : { backend: 'sandbox' },
    },
  };
}
