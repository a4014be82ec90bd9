import { CRASH_TABLES } from '@satsino/contract/crash';
import { GAME_SESSION_HEADER } from '@satsino/contract/games';
import { MAINTENANCE_MESSAGE } from '@satsino/contract/site-settings';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seed-demo.js';
import { bearer, freshIp, markAccountVerified, type TestPlayer } from './helpers/accounts.js';
import {
  type Body,
  caseArbitrary,
  describeBody,
  encodeBody,
  type FuzzCase,
  type Hints,
  listOperations,
  type OpenApiDocument,
  type Operation,
  seedOf,
  urlOf,
} from './helpers/api-fuzz.js';
import { useTestApp } from './helpers/app.js';
import {
  ENTITY_WALLET_IDS,
  EXTERNAL_ADDRESSES,
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/**
 * A schema fuzzer over every operation of /api/openapi.json: valid-shaped requests and their
 * mutations, as a guest, a funded player and an admin, must never get an answer of 500 or more,
 * and every 4xx must carry the error envelope's message. Requests are drawn with a fixed seed
 * (per operation, from its method and path) and sent one after another, so a run is
 * reproducible; the failure message lists each failing request with the error the server threw.
 */
const SEED = 20_261_125;
const REQUESTS_PER_OPERATION = 24;
/** The run's bound, every request the app serves counted: ~190 operations × 24, set-up, upkeep. */
const MAX_REQUESTS = 6_000;
const FUZZ_TIMEOUT_MS = 120_000;

type ActorName = 'guest' | 'player' | 'admin';
const ACTORS: readonly ActorName[] = ['guest', 'player', 'admin'];

/** Which game session a game or crash call carries; cycled over that operation's requests. */
type SessionChoice = 'player' | 'demo' | 'garbage' | 'none';
const SESSION_CHOICES: readonly SessionChoice[] = ['player', 'demo', 'garbage', 'none'];
const GARBAGE_SESSION = 'not-a-session-token';

/**
 * The in-house game of each engine. The player holds a real-money session on each, and a round's
 * request carries the one its body's engine plays, so valid-shaped rounds are really played.
 */
const ENGINE_GAMES = {
  dice: 'dice',
  limbo: 'limbo',
  roulette: 'european-roulette',
  blackjack: 'blackjack',
  slots: 'dragon-pearls',
  wheel: 'money-wheel',
} as const;
type Engine = keyof typeof ENGINE_GAMES;

/**
 * Calls after whose success the caller's own sign-in session may be gone (logout, a password
 * change, ending a session from the list, a password reset). The fuzzer sends them like any
 * other, then checks its session and signs a fresh account in if it ended.
 */
const SESSION_ENDING = new Set([
  'GET /api/logout',
  'PATCH /api/settings/password',
  'DELETE /api/user/logs/{id}',
  'POST /api/password/reset',
]);

/**
 * Maintenance answers 503 to nearly every call, by design. The fuzzer does send the switch's
 * call, and turns maintenance off again at once whenever it went on.
 */
const MAINTENANCE_SWITCH = 'PUT /api/admin/maintenance';
/** A lock ends the player's sessions and refuses its sign-in: the fuzzer unlocks at once. */
const PLAYER_LOCK = 'POST /api/admin/players/{id}/lock';

/** Answer fields whose values later requests reuse (ids of rounds, posts, cases, …). */
const HARVESTED_KEYS = ['id', 'round_id', 'slug', 'key'] as const;
const HARVEST_KEEP = 8;
const HARVEST_MAX_NODES = 500;

interface Failure {
  request: string;
  answer: string;
  serverErrors: string[];
}

let requestsServed = 0;
const capturedErrors: Error[] = [];
const getTestApp = useTestApp({}, (app) => {
  app.addHook('onRequest', async () => {
    requestsServed += 1;
  });
  // Every error a handler or hook throws, so a 500 in the report comes with its cause and stack.
  app.addHook('onError', async (_request, _reply, error) => {
    capturedErrors.push(error);
  });
});

let app: FastifyInstance;
const accounts: { player?: TestPlayer; admin?: TestPlayer } = {};
const playerSessions = new Map<Engine, string>();
let demoSession = '';
let depositAddress = '';

/**
 * A game session on `gameId`; undefined when the game is no longer published (an operator call
 * of the fuzzer hid it), so the requests that would use it keep the ended one.
 */
async function openGameSession(
  gameId: string,
  token: string | undefined,
): Promise<string | undefined> {
  const launch = await postJson(
    app,
    token ? '/api/games/gameURL' : '/api/games/demo/gameURL',
    token,
    { game_id: gameId },
  );
  if (launch.statusCode === 404) return undefined;
  if (launch.statusCode !== 200) throw new Error(`launch: ${launch.statusCode} ${launch.body}`);
  const url = (launch.json() as { urldata: { url: string } }).urldata.url;
  const session = await postJson(app, '/api/games/sessions', undefined, {
    launch_token: url.split('#launch=')[1],
  });
  if (session.statusCode !== 201) throw new Error(`session: ${session.statusCode} ${session.body}`);
  return (session.json() as { session: string }).session;
}

async function signInPlayer(): Promise<void> {
  const player = await registerVerifiedPlayer(app, getTestApp().database.db);
  const operator = accounts.admin as TestPlayer;
  depositAddress = (await fundWithBitcoin(app, operator.token, player, '0.01')).address;
  accounts.player = player;
}

async function signInAdmin(): Promise<void> {
  const { db } = getTestApp().database;
  accounts.admin = await registerOperator(app, db);
  // The admin's account is verified and the player's is not: profile and verification calls
  // take both of their paths.
  await markAccountVerified(db, accounts.admin.id);
}

/** A real-money session on each engine's game for the current player (set-up and renewals). */
async function openPlayerSessions(): Promise<void> {
  for (const [engine, gameId] of Object.entries(ENGINE_GAMES)) {
    const session = await openGameSession(gameId, accounts.player?.token);
    if (session !== undefined) playerSessions.set(engine as Engine, session);
  }
}

/**
 * The fuzzer's own account signed in again when it was signed out (logout, a session ended from
 * the list); a fresh account when it cannot sign in (its password changed or was reset, or the
 * fuzzer's wrong passwords for its address throttled it). Signing in again costs one password
 * check, where a fresh player costs a registration, a deposit and six game launches; logout
 * alone may sign the fuzzer out sixteen times a run. The player also gets new game sessions, as
 * those of a signed-out player end with its sign-in.
 */
async function keepSignedIn(actor: 'player' | 'admin'): Promise<void> {
  const account = accounts[actor] as TestPlayer;
  const me = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(account.token) });
  if (me.statusCode === 200) return;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: account.email, password: account.password },
    remoteAddress: freshIp(),
  });
  if (signIn.statusCode === 200) {
    account.token = (signIn.json() as { token: string }).token;
    if (actor === 'player') await openPlayerSessions();
    return;
  }
  if (actor === 'admin') {
    await signInAdmin();
    return;
  }
  await signInPlayer();
  await openPlayerSessions();
}

/** New sessions when the one a request carried has ended (it answered 401). */
async function keepGameSessions(choice: 'player' | 'demo', engine: Engine): Promise<void> {
  const session = choice === 'player' ? playerSessions.get(engine) : demoSession;
  const fairness = await app.inject({
    method: 'GET',
    url: '/api/games/fairness',
    headers: { [GAME_SESSION_HEADER]: session ?? '' },
  });
  if (fairness.statusCode !== 401) return;
  if (choice === 'demo') demoSession = (await openGameSession('dice', undefined)) ?? demoSession;
  else await openPlayerSessions();
}

async function turnMaintenanceOff(): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/admin/maintenance',
    headers: bearer((accounts.admin as TestPlayer).token),
    payload: { enabled: false },
  });
  if (response.statusCode !== 200) {
    throw new Error(`maintenance could not be turned off: ${response.statusCode} ${response.body}`);
  }
}

async function unlockPlayer(lockUrl: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: lockUrl.replace(/\/lock(\?.*)?$/, '/unlock'),
    headers: bearer((accounts.admin as TestPlayer).token),
  });
  if (response.statusCode >= 300) {
    throw new Error(`the player could not be unlocked: ${response.statusCode} ${response.body}`);
  }
}

/** Plausible values for names the schemas leave open, so handlers get past their look-ups. */
function staticHints(player: TestPlayer, admin: TestPlayer): Hints {
  const games = Object.values(ENGINE_GAMES);
  const providers = ['originals', 'velvet-tables', 'reelforge', 'spotlight-studio'];
  const artwork = ['post-new-games', 'banner-vip', 'slide-welcome'];
  return {
    game_id: [...games, 'crash'],
    table: [...CRASH_TABLES],
    provider: ['google', ...providers],
    slug: ['about-us', 'vip', 'fuzz-new-slug', ...providers],
    key: ['fuzz-new-key', 'banner-vip'],
    id: ['provably-fair-explained', 'welcome-bonus', 1, 2, 3],
    name: [...artwork, 'Fuzz name'],
    image_key: artwork,
    userId: [player.id, admin.id],
    user_id: [player.id, admin.id],
    player: [player.email, String(player.id)],
    email: [player.email, admin.email, 'someone@example.com'],
    locale: ['en', 'de', 'ja'],
    symbol: ['BTC', 'ETH', 'USDT'],
    coin: ['BTC', 'ETH'],
    crypto_symbol: ['BTC', 'ETH'],
    fiat_symbol: ['USD', 'EUR'],
    fiat_amount: ['10', 25],
    crypto_amount: ['0.0015', '0.0001'],
    address: [depositAddress],
    wallet_address: [EXTERNAL_ADDRESSES.BTC, EXTERNAL_ADDRESSES.ETH],
    entity_wallet_id: [ENTITY_WALLET_IDS.BTC, ENTITY_WALLET_IDS.ETH],
    amount: [100, 1_000],
    bet: [100, 500],
    sent_amount: [100],
    active: [1, -1],
    date_of_birth: ['1990-12-10', '1970-01-01'],
    country: ['GB', 'DE', 'FI'],
    url: ['/promotions', 'https://example.com/offer'],
    to: ['/promotions', 'https://example.com/offer'],
    icon: ['Star', 'Home'],
    group_name: ['deposits', 'bonuses'],
    topic: ['deposits', 'bonuses'],
    reference_number: [String(admin.id), admin.name],
    reason: ['Checked by the fuzzer.'],
  };
}

/** Adds the latest ids, slugs and keys of an answer to the hints of the calls still to come. */
function harvest(answer: unknown, hints: Hints, fixed: Hints, recent: Map<string, unknown[]>) {
  const stack: unknown[] = [answer];
  for (let nodes = 0; stack.length > 0 && nodes < HARVEST_MAX_NODES; nodes += 1) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'object') stack.push(item);
      const wanted = (HARVESTED_KEYS as readonly string[]).includes(key);
      if (!wanted || (typeof item !== 'number' && typeof item !== 'string')) continue;
      const kept = [item, ...(recent.get(key) ?? []).filter((old) => old !== item)];
      recent.set(key, kept.slice(0, HARVEST_KEEP));
      hints[key] = [...(fixed[key] ?? []), ...(kept.slice(0, HARVEST_KEEP) as (string | number)[])];
    }
  }
}

/**
 * The engine whose session a request carries: the one its body plays, else blackjack, the game
 * whose rounds take further actions (so a harvested round id can be acted on).
 */
function engineOf(body: Body): Engine {
  const value = body.kind === 'json' ? (body.value as { params?: { engine?: unknown } }) : null;
  const engine = value?.params?.engine;
  return typeof engine === 'string' && engine in ENGINE_GAMES ? (engine as Engine) : 'blackjack';
}

function sessionHeader(choice: SessionChoice, engine: Engine): Record<string, string> {
  if (choice === 'none') return {};
  const session =
    choice === 'garbage'
      ? GARBAGE_SESSION
      : choice === 'demo'
        ? demoSession
        : (playerSessions.get(engine) as string);
  return { [GAME_SESSION_HEADER]: session };
}

function describeRequest(
  operation: Operation,
  index: number,
  actor: ActorName,
  session: SessionChoice,
  url: string,
  fuzzCase: FuzzCase,
): string {
  const sessionText = session === 'none' ? '' : `, ${GAME_SESSION_HEADER}: <${session} session>`;
  return [
    `${operation.method} ${url}`,
    `  as ${actor}${sessionText}; case #${index} of ${operation.method} ${operation.path} (${fuzzCase.mutation})`,
    `  body: ${describeBody(fuzzCase.body)}`,
  ].join('\n');
}

function describeError(error: Error): string {
  const stack = (error.stack ?? String(error)).split('\n').slice(0, 8).join('\n    ');
  const cause = error.cause instanceof Error ? `\n    caused by: ${error.cause.message}` : '';
  return `${stack}${cause}`;
}

/** The error envelope: a 4xx JSON answer has a string `message`. */
function isEnvelope(response: LightMyRequestResponse): boolean {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return true;
  try {
    return typeof (response.json() as { message?: unknown }).message === 'string';
  } catch {
    return false;
  }
}

describe('API schema fuzzer', () => {
  beforeAll(async () => {
    ({ app } = getTestApp());
    await seedDemo(getTestApp().database.db);
    await signInAdmin();
    await signInPlayer();
    await openPlayerSessions();
    demoSession = (await openGameSession('dice', undefined)) ?? '';
  });

  it(
    'answers every operation, valid or mutated, as guest, player and admin, below 500',
    async () => {
      const document = (
        await app.inject({ method: 'GET', url: '/api/openapi.json' })
      ).json() as OpenApiDocument;
      // Operator calls go last: they change what the others need (a game unpublished, a post
      // deleted), and nothing a player or guest does undoes that.
      const listed = listOperations(document);
      const isOperatorCall = (operation: Operation) => operation.path.startsWith('/api/admin/');
      const operations = [
        ...listed.filter((operation) => !isOperatorCall(operation)),
        ...listed.filter(isOperatorCall),
      ];
      expect(operations.length).toBeGreaterThan(150);
      const fixedHints = staticHints(accounts.player as TestPlayer, accounts.admin as TestPlayer);
      const hints: Hints = { ...fixedHints };
      const recent = new Map<string, unknown[]>();

      const failures: Failure[] = [];
      const statuses = new Map<number, number>();
      let fuzzRequests = 0;

      for (const operation of operations) {
        const key = `${operation.method} ${operation.path}`;
        const cases = fc.sample(caseArbitrary(operation, document, hints), {
          seed: seedOf(`${SEED} ${key}`),
          numRuns: REQUESTS_PER_OPERATION,
        });
        const isGameCall =
          operation.path.startsWith('/api/games/') || operation.path.startsWith('/api/crash/');

        for (const [index, fuzzCase] of cases.entries()) {
          const actor = ACTORS[index % ACTORS.length] as ActorName;
          const round = Math.floor(index / ACTORS.length);
          const session = isGameCall
            ? (SESSION_CHOICES[round % SESSION_CHOICES.length] as SessionChoice)
            : 'none';
          const engine = engineOf(fuzzCase.body);
          const url = urlOf(operation, fuzzCase);
          const encoded = encodeBody(fuzzCase.body);
          const options: InjectOptions = {
            method: operation.method,
            url,
            headers: {
              ...(actor === 'guest' ? {} : bearer((accounts[actor] as TestPlayer).token)),
              ...sessionHeader(session, engine),
              ...(encoded ? { 'content-type': encoded.contentType } : {}),
            },
            // A client address per request: the per-IP limits would otherwise answer 429 to
            // nearly every sign-in call and hide what lies behind them.
            remoteAddress: `10.77.${(fuzzRequests >> 8) & 255}.${fuzzRequests & 255}`,
            ...(encoded ? { payload: encoded.payload } : {}),
          };

          capturedErrors.length = 0;
          const response = await app.inject(options);
          fuzzRequests += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);

          const request = () => describeRequest(operation, index, actor, session, url, fuzzCase);
          const answer = `${response.statusCode} ${response.body.slice(0, 300)}`;
          if (response.statusCode >= 500) {
            failures.push({
              request: request(),
              answer,
              serverErrors: capturedErrors.map(describeError),
            });
          } else if (response.statusCode >= 400 && !isEnvelope(response)) {
            failures.push({
              request: request(),
              answer: `not the envelope: ${answer}`,
              serverErrors: [],
            });
          } else if (response.statusCode < 300) {
            try {
              harvest(response.json(), hints, fixedHints, recent);
            } catch {
              // Not JSON (an image, a file): nothing to reuse.
            }
          }

          // Upkeep: undo what would stop the fuzzing itself.
          const maintenanceOn =
            (key === MAINTENANCE_SWITCH && response.statusCode < 300) ||
            (response.statusCode === 503 && response.body.includes(MAINTENANCE_MESSAGE));
          if (maintenanceOn) await turnMaintenanceOff();
          if (key === PLAYER_LOCK && response.statusCode < 300) await unlockPlayer(url);
          const maybeSignedOut =
            response.statusCode === 401 || (SESSION_ENDING.has(key) && response.statusCode < 300);
          if (actor !== 'guest' && maybeSignedOut) await keepSignedIn(actor);
          if ((session === 'player' || session === 'demo') && response.statusCode === 401) {
            await keepGameSessions(session, engine);
          }
        }
      }

      const summary = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      const report = failures
        .map((failure, number) => {
          const errors = failure.serverErrors.map((error) => `\n  server error: ${error}`).join('');
          return `${number + 1}. ${failure.request}\n  → ${failure.answer}${errors}`;
        })
        .join('\n\n');
      expect(
        failures.length,
        `${failures.length} bad answers to ${fuzzRequests} requests (seed ${SEED}; ${summary}):\n\n${report}`,
      ).toBe(0);
      expect(requestsServed).toBeLessThanOrEqual(MAX_REQUESTS);
    },
    FUZZ_TIMEOUT_MS,
  );
});
