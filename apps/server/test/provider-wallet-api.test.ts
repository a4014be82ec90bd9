import { createHmac, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { RATE_LIMITS } from '@satsino/contract/limits';
import {
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_WALLET_CALLS,
  type ProviderResponse,
} from '@satsino/contract/provider';
import type { PoolClient } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditProviderWallet } from '../src/modules/providers/provider-wallet-audit.repo.js';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import type { TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { expectCleanAudit, ledgerBalances } from './helpers/races.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/*
 * The seamless wallet third-party providers call (issue 15, contract provider.ts), driven as a
 * provider drives it: signed JSON calls (HMAC-SHA256, and RSA-SHA256 for one integration) against
 * launch tokens written as the launch writes them. Signatures and partners are refused before
 * anything is read; replays answer the first answer and move nothing; late bets, early wins,
 * rollbacks after wins and closed rounds get their statuses; parallel calls never double a
 * movement or overdraw; the bonus balance is used and wagered as in-house; and the ledger audit,
 * provider reconciliation included, is clean at the end.
 */
const getApp = useTestApp();
const app = () => getApp().app;
const pool = () => getApp().database.pool;

const HMAC = { code: 'acme-games', secret: 'acme-shared-secret-of-the-test' };
const OTHER = { code: 'other-studio', secret: 'another-provider-secret' };
const DISABLED = { code: 'switched-off', secret: 'disabled-provider-secret' };
const RSA_CODE = 'rsa-aggregator';
const rsaKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const GAME = 'acme-fruit-party';

let operator: TestPlayer;
const integrationIds = new Map<string, number>();

type Call = keyof typeof PROVIDER_WALLET_CALLS;
type Signer = 'hmac' | 'rsa' | 'other' | 'none' | ((body: string) => string);

function hmac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** A provider's call: the body's exact bytes signed as `signer` says. */
async function call(
  code: string,
  name: Call,
  body: object | string,
  signer: Signer = code === RSA_CODE ? 'rsa' : 'hmac',
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  let signature: string | undefined;
  if (typeof signer === 'function') signature = signer(text);
  else if (signer === 'hmac')
    signature = hmac(code === OTHER.code ? OTHER.secret : HMAC.secret, text);
  else if (signer === 'other') signature = hmac(OTHER.secret, text);
  else if (signer === 'rsa') {
    signature = sign('sha256', Buffer.from(text), rsaKeys.privateKey).toString('base64');
  }
  const response = await app().inject({
    method: 'POST',
    url: `/api/provider/${code}/${PROVIDER_WALLET_CALLS[name]}`,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { [PROVIDER_SIGNATURE_HEADER]: signature }),
    },
    payload: text,
    remoteAddress: '198.51.100.7',
  });
  return { status: response.statusCode, body: response.json() as ProviderResponse };
}

async function insertIntegration(values: {
  code: string;
  signing: 'hmac-sha256' | 'rsa-sha256';
  secret?: string;
  publicKey?: string;
  privateKey?: string;
  enabled?: boolean;
}): Promise<number> {
  const { rows } = await pool().query<{ id: number }>(
    `INSERT INTO provider_integrations (code, name, signing, secret, provider_public_key,
       operator_private_key, launch_url, enabled)
     VALUES ($1, $1, $2, $3, $4, $5, 'http://127.0.0.1:9/launch', $6) RETURNING id::int AS id`,
    [
      values.code,
      values.signing,
      values.secret ?? null,
      values.publicKey ?? null,
      values.privateKey ?? null,
      values.enabled ?? true,
    ],
  );
  const id = rows[0]?.id as number;
  integrationIds.set(values.code, id);
  return id;
}

interface Launched {
  player: TestPlayer;
  token: string;
  user: string;
  code: string;
}

/** A launch token as the game launch writes it (H3's launch), valid for a day unless `expired`. */
async function launch(
  player: TestPlayer,
  options: { code?: string; expired?: boolean; game?: string } = {},
): Promise<Launched> {
  const code = options.code ?? HMAC.code;
  const token = `tok-${randomUUID()}`;
  await pool().query(
    `INSERT INTO provider_launch_tokens (token, integration_id, user_id, game_code, currency,
       expires_at)
     VALUES ($1, $2, $3, $4, 'USD', now() + ($5 || ' hours')::interval)`,
    [
      token,
      integrationIds.get(code),
      player.id,
      options.game ?? GAME,
      options.expired ? '-1' : '24',
    ],
  );
  return { player, token, user: String(player.id), code };
}

async function fundedPlayer(btc = '0.001'): Promise<TestPlayer> {
  const player = await registerVerifiedPlayer(app(), getApp().database.db);
  await fundWithBitcoin(app(), operator.token, player, btc);
  return player;
}

async function balanceOf(player: TestPlayer): Promise<{ cash: bigint; bonus: bigint }> {
  const { cash, bonus } = await ledgerBalances(pool(), player.id);
  return { cash, bonus };
}

const base = (launched: Launched) => ({
  request_uuid: randomUUID(),
  token: launched.token,
  user: launched.user,
  game_code: GAME,
});
const betBody = (launched: Launched, amount: number, extra: Record<string, unknown> = {}) => ({
  ...base(launched),
  transaction_uuid: randomUUID(),
  round: randomUUID(),
  currency: 'USD',
  amount,
  ...extra,
});
const winBody = (
  launched: Launched,
  bet: { transaction_uuid: string; round: string },
  amount: number,
  roundClosed = false,
) => ({
  ...base(launched),
  transaction_uuid: randomUUID(),
  reference_transaction_uuid: bet.transaction_uuid,
  round: bet.round,
  currency: 'USD',
  amount,
  round_closed: roundClosed,
});
const rollbackBody = (launched: Launched, bet: { transaction_uuid: string; round: string }) => ({
  ...base(launched),
  transaction_uuid: randomUUID(),
  reference_transaction_uuid: bet.transaction_uuid,
  round: bet.round,
});

async function transferCount(player: TestPlayer): Promise<number> {
  const { rows } = await pool().query<{ count: number }>(
    `SELECT count(DISTINCT e.transfer_id)::int AS count FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id WHERE a.owner_user_id = $1`,
    [player.id],
  );
  return rows[0]?.count ?? 0;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

beforeAll(async () => {
  operator = await registerOperator(app(), getApp().database.db);
  await insertIntegration({ code: HMAC.code, signing: 'hmac-sha256', secret: HMAC.secret });
  await insertIntegration({ code: OTHER.code, signing: 'hmac-sha256', secret: OTHER.secret });
  await insertIntegration({
    code: DISABLED.code,
    signing: 'hmac-sha256',
    secret: DISABLED.secret,
    enabled: false,
  });
  await insertIntegration({
    code: RSA_CODE,
    signing: 'rsa-sha256',
    publicKey: rsaKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: rsaKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });
});

describe('who may call', () => {
  it('refuses unknown and disabled providers with 404 and counts the refusal', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    for (const code of ['nobody-here', DISABLED.code]) {
      const answer = await call(code, 'balance', base(launched), (text) =>
        hmac(DISABLED.secret, text),
      );
      expect(answer.status).toBe(404);
      expect(answer.body.status).toBe('RS_ERROR_INVALID_PARTNER');
      expect(answer.body.balance).toBeUndefined();
    }
    const { rows } = await pool().query<{ count: number; last_client_address: string }>(
      `SELECT count::int AS count, last_client_address FROM provider_refusals
       WHERE integration_id IS NULL AND reason = 'unknown_provider'`,
    );
    expect(rows[0]).toMatchObject({ count: 2, last_client_address: '198.51.100.7' });
  });

  it('refuses a missing, a bad, and another provider’s signature with 401, moving nothing', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const before = await balanceOf(player);
    const bet = betBody(launched, 100);
    const missing = await call(HMAC.code, 'bet', bet, 'none');
    const garbage = await call(HMAC.code, 'bet', bet, () => 'not base64 at all!');
    const otherKey = await call(HMAC.code, 'bet', bet, 'other');
    // Signed for another body: the signature covers the exact bytes.
    const otherBody = await call(HMAC.code, 'bet', bet, () =>
      hmac(HMAC.secret, JSON.stringify({ ...bet, amount: 1 })),
    );
    for (const answer of [missing, garbage, otherKey, otherBody]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        status: 'RS_ERROR_INVALID_SIGNATURE',
        request_uuid: bet.request_uuid,
      });
      expect(answer.body.balance).toBeUndefined();
    }
    expect(await balanceOf(player)).toEqual(before);
    const { rows } = await pool().query<{ reason: string; count: number }>(
      `SELECT reason, count::int AS count FROM provider_refusals WHERE integration_id = $1
       ORDER BY reason`,
      [integrationIds.get(HMAC.code)],
    );
    expect(rows).toEqual([
      { reason: 'bad_signature', count: 3 },
      { reason: 'missing_signature', count: 1 },
    ]);
  });

  it('counts the refusals of one address up to its limit, then only answers them', async () => {
    const body = JSON.stringify({ request_uuid: 'probe' });
    const probe = () =>
      app().inject({
        method: 'POST',
        url: `/api/provider/${OTHER.code}/${PROVIDER_WALLET_CALLS.balance}`,
        headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: 'AAAA' },
        payload: body,
        remoteAddress: '203.0.113.99',
      });
    for (let i = 0; i < RATE_LIMITS.providerRefusalsPerIp.points + 5; i++) {
      const response = await probe();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 'RS_ERROR_INVALID_SIGNATURE',
        request_uuid: 'probe',
      });
    }
    const { rows } = await pool().query<{ count: number }>(
      `SELECT count::int AS count FROM provider_refusals WHERE integration_id = $1`,
      [integrationIds.get(OTHER.code)],
    );
    expect(rows[0]?.count).toBe(RATE_LIMITS.providerRefusalsPerIp.points);
  });

  it('verifies RSA-SHA256 signatures with the provider’s public key', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player, { code: RSA_CODE });
    const good = await call(RSA_CODE, 'balance', base(launched), 'rsa');
    expect(good.status).toBe(200);
    expect(good.body.status).toBe('RS_OK');
    const hmacInstead = await call(RSA_CODE, 'balance', base(launched), 'hmac');
    expect(hmacInstead.status).toBe(401);
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const wrongKey = await call(RSA_CODE, 'balance', base(launched), (text) =>
      sign('sha256', Buffer.from(text), otherKey.privateKey).toString('base64'),
    );
    expect(wrongKey.status).toBe(401);
  });

  it('answers 400 RS_ERROR_WRONG_SYNTAX to a signed body that is not a call', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const bet = betBody(launched, 100);
    const bodies = [
      '{"request_uuid": "x", ',
      JSON.stringify({ ...bet, amount: 1.5 }),
      JSON.stringify({ ...bet, amount: -1 }),
      JSON.stringify({ ...bet, currency: 'BTC' }),
      JSON.stringify({ ...bet, surprise: true }),
      JSON.stringify({ ...bet, transaction_uuid: 'a\u0000b' }),
      JSON.stringify({ ...bet, amount: 0 }),
    ];
    for (const text of bodies) {
      const answer = await call(HMAC.code, 'bet', text);
      expect(answer.status, text).toBe(400);
      expect(answer.body.status).toBe('RS_ERROR_WRONG_SYNTAX');
    }
  });
});

describe('tokens and currency', () => {
  it('needs a live token matching user and game for balance and bet', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const expired = await launch(player, { expired: true });
    const other = await fundedPlayer();

    const balance = await call(HMAC.code, 'balance', base(launched));
    const { cash, bonus } = await balanceOf(player);
    expect(balance).toMatchObject({
      status: 200,
      body: {
        status: 'RS_OK',
        user: launched.user,
        currency: 'USD',
        balance: Number(cash + bonus),
      },
    });
    expect(
      (await call(HMAC.code, 'balance', { ...base(launched), token: 'nope' })).body.status,
    ).toBe('RS_ERROR_INVALID_TOKEN');
    expect(
      (await call(HMAC.code, 'balance', { ...base(launched), user: String(other.id) })).body.status,
    ).toBe('RS_ERROR_INVALID_TOKEN');
    expect(
      (await call(HMAC.code, 'balance', { ...base(launched), game_code: 'other-game' })).body
        .status,
    ).toBe('RS_ERROR_INVALID_TOKEN');
    // Another integration's token is no token of this one.
    expect((await call(OTHER.code, 'balance', base(launched))).body.status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect((await call(HMAC.code, 'balance', base(expired))).body).toMatchObject({
      status: 'RS_ERROR_TOKEN_EXPIRED',
      currency: 'USD',
      balance: Number(cash + bonus),
    });
    // Someone else's user id with a token: no balance of anyone is told.
    const stranger = await call(HMAC.code, 'balance', {
      ...base(launched),
      user: String(other.id),
    });
    expect(stranger.body).toEqual({
      status: 'RS_ERROR_INVALID_TOKEN',
      request_uuid: expect.any(String),
      user: String(other.id),
    });
    const lateBet = await call(HMAC.code, 'bet', betBody(expired, 100));
    expect(lateBet.body).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', user: launched.user });
    const euros = await call(HMAC.code, 'bet', betBody(launched, 100, { currency: 'EUR' }));
    expect(euros.body).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY', currency: 'USD' });
    expect(await balanceOf(player)).toEqual({ cash, bonus });
  });

  it('accepts the win and the rollback of a bet after its token expired', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const first = betBody(launched, 200);
    const second = betBody(launched, 300);
    expect((await call(HMAC.code, 'bet', first)).body.status).toBe('RS_OK');
    expect((await call(HMAC.code, 'bet', second)).body.status).toBe('RS_OK');
    await pool().query(
      `UPDATE provider_launch_tokens SET expires_at = now() - interval '1 minute' WHERE token = $1`,
      [launched.token],
    );
    const before = await balanceOf(player);
    const won = await call(HMAC.code, 'win', winBody(launched, first, 500, true));
    expect(won.body).toMatchObject({
      status: 'RS_OK',
      balance: Number(before.cash + before.bonus) + 500,
    });
    const undone = await call(HMAC.code, 'rollback', rollbackBody(launched, second));
    expect(undone.body).toMatchObject({
      status: 'RS_OK',
      balance: Number(before.cash + before.bonus) + 800,
    });
  });
});

describe('money', () => {
  it('takes a bet, pays its win, and answers cash + bonus after each call', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const start = await balanceOf(player);
    const bet = betBody(launched, 250);
    const placed = await call(HMAC.code, 'bet', bet);
    expect(placed).toMatchObject({
      status: 200,
      body: {
        status: 'RS_OK',
        request_uuid: bet.request_uuid,
        user: launched.user,
        currency: 'USD',
        balance: Number(start.cash) - 250,
      },
    });
    const won = await call(HMAC.code, 'win', winBody(launched, bet, 600));
    expect(won.body).toMatchObject({ status: 'RS_OK', balance: Number(start.cash) + 350 });
    expect(await balanceOf(player)).toEqual({ cash: start.cash + 350n, bonus: 0n });
    // A second win of the same bet (a bonus feature) is paid too; 0 settles without moving.
    expect((await call(HMAC.code, 'win', winBody(launched, bet, 50))).body.status).toBe('RS_OK');
    const count = await transferCount(player);
    expect((await call(HMAC.code, 'win', winBody(launched, bet, 0, true))).body).toMatchObject({
      status: 'RS_OK',
      balance: Number(start.cash) + 400,
    });
    expect(await transferCount(player)).toBe(count);
  });

  it('names the bet in the ledger by the catalogue game its code was imported as', async () => {
    const player = await fundedPlayer();
    const imported = 'acme-imported-slot';
    // The studios and categories an import files its games under.
    await seedDemoCatalogue(getApp().database.db);
    await pool().query(
      `INSERT INTO catalogue_games (slug, provider_id, category_id, engine, variant, position,
         rtp_bps, image_key, integration_id, external_code)
       SELECT $1, (SELECT min(id) FROM catalogue_providers), (SELECT min(id) FROM catalogue_categories),
         'provider', $2, 1, 9650, 'fruit', $3, $4`,
      [imported, HMAC.code, integrationIds.get(HMAC.code), 'acme-imported-code'],
    );
    const launched = await launch(player, { game: 'acme-imported-code' });
    const named = { ...betBody(launched, 100), game_code: 'acme-imported-code' };
    expect((await call(HMAC.code, 'bet', named)).body.status).toBe('RS_OK');
    const unnamed = betBody(await launch(player), 100);
    expect((await call(HMAC.code, 'bet', unnamed)).body.status).toBe('RS_OK');
    const { rows } = await pool().query<{ key: string; game: string }>(
      `SELECT idempotency_key AS key, metadata->>'game' AS game FROM ledger_transfers
       WHERE idempotency_key = ANY($1::text[]) ORDER BY id`,
      [
        [
          `ext:${HMAC.code}:${named.transaction_uuid}`,
          `ext:${HMAC.code}:${unnamed.transaction_uuid}`,
        ],
      ],
    );
    expect(rows.map((row) => row.game)).toEqual([imported, GAME]);
  });

  it('refuses a short balance with the balance, and the bonus programme’s max bet as a limit', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const { cash } = await balanceOf(player);
    const short = await call(HMAC.code, 'bet', betBody(launched, Number(cash) + 1));
    expect(short.body).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: Number(cash),
    });

    const response = await postJson(
      app(),
      `/api/admin/players/${player.id}/bonuses`,
      operator.token,
      {
        reason: 'test',
        amount: 1_000,
        wagering_multiplier: 2,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const above = await call(HMAC.code, 'bet', betBody(launched, 501));
    expect(above.body).toMatchObject({
      status: 'RS_ERROR_LIMIT_REACHED',
      balance: Number(cash) + 1_000,
    });
    expect((await call(HMAC.code, 'bet', betBody(launched, 500))).body.status).toBe('RS_OK');
  });

  it('takes the bonus balance when cash is below 0.20, pays the win back to it, and counts the wagering', async () => {
    const player = await registerVerifiedPlayer(app(), getApp().database.db);
    const granted = await postJson(
      app(),
      `/api/admin/players/${player.id}/bonuses`,
      operator.token,
      {
        reason: 'test',
        amount: 1_000,
        wagering_multiplier: 3,
      },
    );
    expect(granted.statusCode, granted.body).toBe(201);
    const launched = await launch(player);
    const bet = betBody(launched, 400);
    expect((await call(HMAC.code, 'bet', bet)).body).toMatchObject({
      status: 'RS_OK',
      balance: 600,
    });
    expect(await balanceOf(player)).toEqual({ cash: 0n, bonus: 600n });
    expect((await call(HMAC.code, 'win', winBody(launched, bet, 1_000))).body).toMatchObject({
      status: 'RS_OK',
      balance: 1_600,
    });
    expect(await balanceOf(player)).toEqual({ cash: 0n, bonus: 1_600n });
    const listed = await postJson(app(), '/api/user/bonuses', player.token);
    expect(listed.statusCode).toBe(200);
    const running = (listed.json() as { state: string; wagering_progress: number }[]).find(
      (bonus) => bonus.state === 'running',
    );
    expect(running?.wagering_progress).toBe(400);
    // A rolled-back stake was never wagered.
    const undone = betBody(launched, 300);
    expect((await call(HMAC.code, 'bet', undone)).body.status).toBe('RS_OK');
    expect((await call(HMAC.code, 'rollback', rollbackBody(launched, undone))).body).toMatchObject({
      status: 'RS_OK',
      balance: 1_600,
    });
    const again = await postJson(app(), '/api/user/bonuses', player.token);
    const still = (again.json() as { state: string; wagering_progress: number }[]).find(
      (bonus) => bonus.state === 'running',
    );
    expect(still?.wagering_progress).toBe(400);
  });
});

describe('idempotency and order', () => {
  it('answers ten replays of each call, in random order, with its first answer, moving once', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const start = await balanceOf(player);
    const first = betBody(launched, 100);
    const firstAnswers = await Promise.all(
      Array.from({ length: 10 }, () => call(HMAC.code, 'bet', first)),
    );
    expect(new Set(firstAnswers.map((answer) => JSON.stringify(answer)))).toHaveProperty('size', 1);
    expect(firstAnswers[0]?.body).toMatchObject({
      status: 'RS_OK',
      balance: Number(start.cash) - 100,
    });

    const second = betBody(launched, 200);
    const win = winBody(launched, first, 300, true);
    const third = betBody(launched, 400);
    const undo = rollbackBody(launched, third);
    // The rollback's bet comes first: a rollback before its bet is the late-bet case, below.
    expect((await call(HMAC.code, 'bet', third)).body.status).toBe('RS_OK');
    const sends = shuffled([
      ...Array.from({ length: 10 }, () => ['bet', second] as const),
      ...Array.from({ length: 10 }, () => ['win', win] as const),
      ...Array.from({ length: 10 }, () => ['rollback', undo] as const),
      ...Array.from({ length: 10 }, () => ['bet', first] as const),
    ]);
    const answers = new Map<string, string[]>();
    for (const [name, body] of sends) {
      const answer = await call(HMAC.code, name, body);
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('RS_OK');
      const list = answers.get(body.transaction_uuid) ?? [];
      list.push(JSON.stringify(answer.body));
      answers.set(body.transaction_uuid, list);
    }
    for (const list of answers.values()) expect(new Set(list).size).toBe(1);
    expect(await balanceOf(player)).toEqual({
      cash: start.cash - 100n - 200n + 300n,
      bonus: 0n,
    });
    const { rows } = await pool().query<{ count: number }>(
      'SELECT count(*)::int AS count FROM provider_transactions WHERE user_id = $1',
      [player.id],
    );
    expect(rows[0]?.count).toBe(5);
  });

  it('refuses a transaction id used before for a different call', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const bet = betBody(launched, 100);
    expect((await call(HMAC.code, 'bet', bet)).body.status).toBe('RS_OK');
    const before = await balanceOf(player);
    const changed = await call(HMAC.code, 'bet', { ...bet, amount: 101 });
    expect(changed.body).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: Number(before.cash),
    });
    const asWin = await call(HMAC.code, 'win', {
      ...winBody(launched, bet, 5),
      transaction_uuid: bet.transaction_uuid,
    });
    expect(asWin.body.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await balanceOf(player)).toEqual(before);
  });

  it('remembers a rollback of an unknown bet and refuses the late bet', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const before = await balanceOf(player);
    const late = betBody(launched, 100);
    const undo = rollbackBody(launched, late);
    expect((await call(HMAC.code, 'rollback', undo)).body).toMatchObject({
      status: 'RS_OK',
      balance: Number(before.cash),
    });
    const refused = await call(HMAC.code, 'bet', late);
    expect(refused.body).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      balance: Number(before.cash),
    });
    expect((await call(HMAC.code, 'bet', late)).body.status).toBe(
      'RS_ERROR_TRANSACTION_ROLLED_BACK',
    );
    expect((await call(HMAC.code, 'rollback', undo)).body.status).toBe('RS_OK');
    // The provider rolls the unseen bet back again under new ids, some at once.
    const again = await Promise.all(
      Array.from({ length: 5 }, () => call(HMAC.code, 'rollback', rollbackBody(launched, late))),
    );
    expect(again.map((answer) => [answer.status, answer.body.status])).toEqual(
      Array.from({ length: 5 }, () => [200, 'RS_OK']),
    );
    expect(await balanceOf(player)).toEqual(before);
  });

  it('undoes a bet once, refuses its win after, and refuses to roll back a bet that won', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const before = await balanceOf(player);
    const undone = betBody(launched, 150);
    await call(HMAC.code, 'bet', undone);
    expect((await call(HMAC.code, 'rollback', rollbackBody(launched, undone))).body.status).toBe(
      'RS_OK',
    );
    // Another rollback id for the same bet: already undone, nothing moves again.
    expect((await call(HMAC.code, 'rollback', rollbackBody(launched, undone))).body.status).toBe(
      'RS_OK',
    );
    expect(await balanceOf(player)).toEqual(before);
    expect((await call(HMAC.code, 'win', winBody(launched, undone, 300))).body.status).toBe(
      'RS_ERROR_TRANSACTION_ROLLED_BACK',
    );

    const won = betBody(launched, 150);
    await call(HMAC.code, 'bet', won);
    await call(HMAC.code, 'win', winBody(launched, won, 100));
    const after = await balanceOf(player);
    expect((await call(HMAC.code, 'rollback', rollbackBody(launched, won))).body).toMatchObject({
      status: 'RS_ERROR_ROUND_CLOSED',
      balance: Number(after.cash),
    });
    expect(await balanceOf(player)).toEqual(after);
  });

  it('closes a round with round_closed: no bet or win after it', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const bet = betBody(launched, 100);
    await call(HMAC.code, 'bet', bet);
    expect((await call(HMAC.code, 'win', winBody(launched, bet, 0, true))).body.status).toBe(
      'RS_OK',
    );
    const before = await balanceOf(player);
    expect((await call(HMAC.code, 'win', winBody(launched, bet, 500))).body.status).toBe(
      'RS_ERROR_ROUND_CLOSED',
    );
    expect(
      (await call(HMAC.code, 'bet', betBody(launched, 100, { round: bet.round }))).body.status,
    ).toBe('RS_ERROR_ROUND_CLOSED');
    expect(await balanceOf(player)).toEqual(before);
  });

  it('refuses a win for an unknown bet, another round’s, or another player’s, and pays it once the bet came', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const other = await launch(await fundedPlayer());
    const before = await balanceOf(player);
    const bet = betBody(launched, 100);
    const early = winBody(launched, bet, 250);
    expect((await call(HMAC.code, 'win', early)).body).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: Number(before.cash),
    });
    await call(HMAC.code, 'bet', bet);
    expect(
      (await call(HMAC.code, 'win', { ...winBody(launched, bet, 10), round: 'elsewhere' })).body
        .status,
    ).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await call(HMAC.code, 'win', winBody(other, bet, 10))).body.status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    // The provider retries the early win: now its bet exists.
    expect((await call(HMAC.code, 'win', early)).body).toMatchObject({
      status: 'RS_OK',
      balance: Number(before.cash) + 150,
    });
  });
});

describe('concurrency', () => {
  it('moves money once for twenty copies of one bet, win and rollback fired together', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const start = await balanceOf(player);
    const bet = betBody(launched, 100);
    const bets = await Promise.all(Array.from({ length: 20 }, () => call(HMAC.code, 'bet', bet)));
    expect(bets.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(new Set(bets.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const win = winBody(launched, bet, 40);
    const wins = await Promise.all(Array.from({ length: 20 }, () => call(HMAC.code, 'win', win)));
    expect(new Set(wins.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(wins[0]?.body.status).toBe('RS_OK');
    expect(await balanceOf(player)).toEqual({ cash: start.cash - 60n, bonus: 0n });

    // A bet and its rollback racing: whichever comes first, the money ends where it started.
    const raced = betBody(launched, 100);
    const undo = rollbackBody(launched, raced);
    const mixed = await Promise.all(
      shuffled([
        ...Array.from({ length: 10 }, () => () => call(HMAC.code, 'bet', raced)),
        ...Array.from({ length: 10 }, () => () => call(HMAC.code, 'rollback', undo)),
      ]).map((send) => send()),
    );
    expect(mixed.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(await balanceOf(player)).toEqual({ cash: start.cash - 60n, bonus: 0n });
  });

  it('never overdraws with twenty different bets on a small balance', async () => {
    const player = await fundedPlayer();
    const launched = await launch(player);
    const { cash } = await balanceOf(player);
    const stake = cash / 3n;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(HMAC.code, 'bet', betBody(launched, Number(stake)))),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const statuses = answers.map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === 'RS_OK')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(17);
    expect(await balanceOf(player)).toEqual({ cash: cash - 3n * stake, bonus: 0n });
  });
});

describe('the ledger audit', () => {
  it('reconciles every provider transaction with its transfer, clean after all of the above', async () => {
    await expectCleanAudit(app(), operator.token);
    const report = await app().inject({
      method: 'GET',
      url: '/api/admin/ledger/audit',
      headers: { authorization: `Bearer ${operator.token}` },
    });
    const names = (report.json() as { checks: { name: string }[] }).checks.map(
      (check) => check.name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'provider_transactions_match_ledger',
        'provider_transfers_have_transactions',
        'provider_wins_have_bets',
        'provider_rollbacks_net_zero',
      ]),
    );
  });

  /** The calls' check, read after `tamper` changed the rows, in a transaction then rolled back. */
  async function transactionsCheckAfter(tamper: (client: PoolClient) => Promise<unknown>) {
    const client = await pool().connect();
    try {
      await client.query('BEGIN');
      await tamper(client);
      const checks = await auditProviderWallet(client);
      return checks.find((candidate) => candidate.name === 'provider_transactions_match_ledger');
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }

  it('names a provider transaction whose amount differs from its transfer', async () => {
    const player = await fundedPlayer();
    const bet = betBody(await launch(player), 100);
    await call(HMAC.code, 'bet', bet);
    const check = await transactionsCheckAfter((client) =>
      client.query(
        `UPDATE provider_transactions SET amount_minor = 99 WHERE transaction_uuid = $1`,
        [bet.transaction_uuid],
      ),
    );
    expect(check?.ok).toBe(false);
    expect(check?.detail).toContain('bet 99, the ledger moved -100');
    await expectCleanAudit(app(), operator.token);
  });

  it("names a provider transaction whose transfer moved another player's money", async () => {
    const [player, other] = await Promise.all([fundedPlayer(), fundedPlayer()]);
    const bet = betBody(await launch(player), 100);
    await call(HMAC.code, 'bet', bet);
    // The call now says it was the other player's: the money its transfer moved was not theirs.
    const check = await transactionsCheckAfter((client) =>
      client.query(`UPDATE provider_transactions SET user_id = $2 WHERE transaction_uuid = $1`, [
        bet.transaction_uuid,
        other.id,
      ]),
    );
    expect(check?.ok).toBe(false);
    expect(check?.detail).toContain("its transfer moved another player's money");
    expect(check?.detail).toContain('bet 100, the ledger moved 0 for its player');
    await expectCleanAudit(app(), operator.token);
  });
});
