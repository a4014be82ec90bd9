import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../apps/server/src/modules/account/account.schema.js';
import type { ServerProcess } from '../../apps/server/test/helpers/server-process.js';
import { type OpenedPage, openPage, type Viewport } from './browser.js';
import type { Journey } from './journey.js';

/** An account made through the API, its e-mail marked verified. */
export interface ApiAccount {
  id: number;
  name: string;
  email: string;
  token: string;
}

const PASSWORD = 'journey password 1';

/**
 * Calls the server's API as a client does and answers the JSON body. POST when a body is given.
 * The answer must have `status` when given, else any 2xx; otherwise it throws with the body.
 */
export async function callApi<Answer = Record<string, unknown>>(
  server: ServerProcess,
  path: string,
  options: { token?: string; body?: unknown; status?: number } = {},
): Promise<Answer> {
  const { token, body, status } = options;
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (status === undefined ? !response.ok : response.status !== status) {
    throw new Error(`${path}: ${response.status} ${text}`);
  }
  return JSON.parse(text) as Answer;
}

/**
 * A player (or operator) registered through the API with a verified e-mail. Each registration
 * comes from its own address, so the registration rate limit never meets a test: the journey's
 * server believes X-Forwarded-For from this machine (TRUST_PROXY=loopback, helpers/journey.ts).
 */
export async function registerVerifiedAccount(
  { server, db }: Pick<Journey, 'server' | 'db'>,
  role: 'player' | 'admin' = 'player',
): Promise<ApiAccount> {
  const name = `${role}_${randomBytes(3).toString('hex')}`;
  const email = `${name}@example.com`;
  const response = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    },
    body: JSON.stringify({
      name,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      currency: 'USD',
      terms: true,
    }),
  });
  if (response.status !== 201) {
    throw new Error(`register ${name}: ${response.status} ${await response.text()}`);
  }
  const { token } = (await response.json()) as { token: string };
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), role })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!user) throw new Error(`register ${name}: no user row`);
  return { id: user.id, name, email, token };
}

/** A new browser context at `viewport` signed in as `token` (the sign-in screens have their own tests). */
export async function openSignedIn(
  { server, browser }: Pick<Journey, 'server' | 'browser'>,
  token: string,
  viewport: Viewport,
): Promise<OpenedPage> {
  const opened = await openPage(browser, viewport);
  await opened.context.addCookies([{ name: 'token', value: token, url: server.url }]);
  return opened;
}

/** A verified account made through the API and a browser signed in as it. */
export async function signedInAccount(
  journey: Journey,
  role: 'player' | 'admin',
  viewport: Viewport,
): Promise<ApiAccount & OpenedPage> {
  const account = await registerVerifiedAccount(journey, role);
  return { ...account, ...(await openSignedIn(journey, account.token, viewport)) };
}

/**
 * A verified player credited by a simulated BTC transfer of `cryptoAmount` to their deposit
 * address, and the verified operator who made it through the sandbox's deposits API.
 */
export async function registerFundedPlayer(
  journey: Pick<Journey, 'server' | 'db'>,
  cryptoAmount: string,
): Promise<{ player: ApiAccount; operator: ApiAccount }> {
  const operator = await registerVerifiedAccount(journey, 'admin');
  const player = await registerVerifiedAccount(journey, 'player');
  const { address } = await callApi<{ address: string }>(
    journey.server,
    '/api/wallet/depositwallet',
    { token: player.token, body: { symbol: 'BTC' } },
  );
  await callApi(journey.server, '/api/admin/deposits/simulate', {
    token: operator.token,
    body: { address, crypto_amount: cryptoAmount },
  });
  return { player, operator };
}
