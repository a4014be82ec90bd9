import { randomBytes } from 'node:crypto';
import { userResponse } from '@satsino/contract/account';
import { tokenResponse } from '@satsino/contract/auth';
import { adminDeposit } from '@satsino/contract/wallet-admin';
import type pg from 'pg';

/*
 * What helpers/wallet.ts and helpers/accounts.ts do through `app.inject`, over real HTTP with
 * fetch: for tests that run the built server as its own process (helpers/server-process.ts).
 */

/** How long one request may take before the test stops waiting for it. */
export const HTTP_TIMEOUT_MS = 15_000;

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export interface HttpOptions {
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * One request and its answer. A connection that fails (the server is gone) rejects, as fetch
 * does: the caller knows whether that was expected.
 */
export async function httpRequest(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: HttpOptions = {},
): Promise<HttpAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The answer's body when it has `status`; anything else fails the caller with the answer. */
export async function expectAnswer(
  answer: Promise<HttpAnswer>,
  status: number,
  what: string,
): Promise<unknown> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what}: ${got} ${JSON.stringify(body)}`);
  return body;
}

export interface HttpPlayer {
  id: number;
  token: string;
  email: string;
}

/** Registers a player through the API and marks the e-mail verified, as the cashier requires. */
export async function registerVerifiedPlayerOverHttp(
  baseUrl: string,
  pool: pg.Pool,
): Promise<HttpPlayer> {
  const suffix = randomBytes(4).toString('hex');
  const email = `player.${suffix}@example.com`;
  const registered = await expectAnswer(
    httpRequest(baseUrl, 'POST', '/api/register', {
      body: {
        name: `player_${suffix}`,
        email,
        password: 'correct horse battery',
        password_confirmation: 'correct horse battery',
        currency: 'USD',
        terms: true,
      },
    }),
    201,
    'register',
  );
  const { token } = tokenResponse.parse(registered);
  const me = userResponse.parse(
    await expectAnswer(httpRequest(baseUrl, 'GET', '/api/user', { token }), 200, 'user'),
  );
  await pool.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [me.id]);
  return { id: me.id, token, email };
}

export async function loginOverHttp(
  baseUrl: string,
  email: string,
  password: string,
): Promise<string> {
  const body = await expectAnswer(
    httpRequest(baseUrl, 'POST', '/api/login', { body: { email, password } }),
    200,
    'login',
  );
  return tokenResponse.parse(body).token;
}

/** The player's BTC address, paid `cryptoAmount` BTC by a simulated, confirmed transfer. */
export async function fundWithBitcoinOverHttp(
  baseUrl: string,
  operatorToken: string,
  player: HttpPlayer,
  cryptoAmount: string,
) {
  const info = await expectAnswer(
    httpRequest(baseUrl, 'POST', '/api/wallet/depositwallet', {
      token: player.token,
      body: { symbol: 'BTC' },
    }),
    200,
    'depositwallet',
  );
  const { address } = info as { address: string };
  const simulated = await expectAnswer(
    httpRequest(baseUrl, 'POST', '/api/admin/deposits/simulate', {
      token: operatorToken,
      body: { address, crypto_amount: cryptoAmount },
    }),
    200,
    'simulate deposit',
  );
  return { address, deposit: adminDeposit.parse(simulated) };
}

/** The player's cash and bonus balances in minor units, as GET /api/user answers them. */
export async function balancesOverHttp(baseUrl: string, token: string) {
  const body = await expectAnswer(httpRequest(baseUrl, 'GET', '/api/user', { token }), 200, 'user');
  const user = userResponse.parse(body);
  return { cash: user.w_balance, bonus: user.w_bonus_balance };
}
