import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProviderLaunchRequest } from '@satsino/contract/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  providerIntegrations,
  providerLaunchTokens,
} from '../src/modules/providers/providers.schema.js';
import { SERVER_ROOT } from '../src/platform/paths.js';
import type { TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { expectCleanAudit, ledgerBalances } from './helpers/races.js';
import {
  balances,
  fundWithBitcoin,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/*
 * The provider suite of issue 15 against the running sandbox process (apps/provider-sandbox,
 * built by `npm run build`): the casino listens on a free port, the sandbox serves on another and
 * calls the casino's seamless wallet with signed requests. Its script mode fires the hostile
 * sequences (replays ×10 in random order, a win before its bet, rollbacks before and after,
 * bad signatures, an unknown provider, concurrent rounds, duplicate transaction ids) and must
 * exit 0; then a round is played through the sandbox's game page. Afterwards the player's
 * balance is exactly what the provider's transactions say and the ledger audit, with its
 * provider round reconciliation, is clean.
 */

const SANDBOX = path.join(SERVER_ROOT, '..', 'provider-sandbox', 'dist', 'main.js');
const SECRET = randomBytes(32).toString('hex');
const GAME = 'lanternfish-0001';
/** 0.01 BTC at the sandbox rate. */
const FUNDED_USD_MINOR = 96_500n;

const getApp = useTestApp();
let casinoUrl = '';
let sandboxUrl = '';
let sandbox: ChildProcess | undefined;
let sandboxOutput = '';
let operator: TestPlayer;
let player: TestPlayer;

/** Runs the built sandbox with `args`; resolves with its exit code and output. */
function runSandbox(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SANDBOX, ...args], {
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function newLaunchToken(integrationId: number): Promise<string> {
  const token = `test-${randomBytes(16).toString('hex')}`;
  await getApp()
    .database.db.insert(providerLaunchTokens)
    .values({
      token,
      integrationId,
      userId: player.id,
      gameCode: GAME,
      currency: 'USD',
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
  return token;
}

/** The player's cash as the provider's transactions say it must be: the deposit, less the bets, plus the wins and the rollbacks that moved money. */
async function cashFromProviderRows(): Promise<bigint> {
  const { rows } = await getApp().database.pool.query<{ net: bigint }>(
    `SELECT coalesce(sum(CASE WHEN kind = 'bet' THEN -amount_minor
                              WHEN kind = 'win' THEN amount_minor
                              WHEN ledger_transfer_id IS NOT NULL THEN amount_minor
                              ELSE 0 END), 0)::bigint AS net
     FROM provider_transactions WHERE user_id = $1`,
    [player.id],
  );
  return FUNDED_USD_MINOR + (rows[0]?.net ?? 0n);
}

let integrationId = 0;

beforeAll(async () => {
  if (!existsSync(SANDBOX)) {
    throw new Error(`${SANDBOX} is missing: run \`npm run build\` before these tests`);
  }
  const { app, database } = getApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the casino is not listening');
  casinoUrl = `http://127.0.0.1:${address.port}`;

  sandbox = spawn(
    process.execPath,
    [
      SANDBOX,
      'serve',
      '--port',
      '0',
      '--code',
      'sandbox',
      '--secret',
      SECRET,
      '--casino',
      casinoUrl,
    ],
    { env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  sandboxUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      sandboxOutput += chunk.toString('utf8');
      const match = /listening at (http:\/\/\S+)/.exec(sandboxOutput);
      if (match?.[1]) resolve(match[1]);
    };
    sandbox?.stdout?.on('data', onData);
    sandbox?.stderr?.on('data', onData);
    sandbox?.once('exit', (code) =>
      reject(new Error(`the sandbox exited with ${code}:\n${sandboxOutput}`)),
    );
  });

  const [integration] = await database.db
    .insert(providerIntegrations)
    .values({
      code: 'sandbox',
      name: 'Provider sandbox',
      signing: 'hmac-sha256',
      secret: SECRET,
      launchUrl: `${sandboxUrl}/launch`,
      feedUrl: `${sandboxUrl}/feed.json`,
      enabled: true,
    })
    .returning({ id: providerIntegrations.id });
  if (!integration) throw new Error('no integration row');
  integrationId = integration.id;
  operator = await registerOperator(app, database.db);
  player = await registerVerifiedPlayer(app, database.db);
  await fundWithBitcoin(app, operator.token, player, '0.01');
  expect((await ledgerBalances(database.pool, player.id)).cash).toBe(FUNDED_USD_MINOR);
});

afterAll(async () => {
  if (sandbox && sandbox.exitCode === null) {
    const exited = new Promise((resolve) => sandbox?.once('exit', resolve));
    sandbox.kill('SIGTERM');
    await exited;
  }
});

describe('the provider sandbox against the casino', () => {
  it('passes every hostile sequence of its script mode', { timeout: 120_000 }, async () => {
    const token = await newLaunchToken(integrationId);
    const { code, output } = await runSandbox([
      'script',
      '--casino',
      casinoUrl,
      '--code',
      'sandbox',
      '--secret',
      SECRET,
      '--token',
      token,
      '--user',
      String(player.id),
      '--game',
      GAME,
    ]);
    const lines = output.trim().split('\n');
    expect(
      lines.filter((line) => !line.startsWith('PASS')),
      output,
    ).toEqual([]);
    for (const check of [
      /^PASS 54 replays in random order answer the first answer$/m,
      /^PASS the late bet$/m,
      /^PASS rollback after the win$/m,
      /^PASS a bet altered after signing$/m,
      /^PASS 20 bets on 20 rounds at once are all taken$/m,
      /^PASS (\d+)\/\1 checks passed$/m,
    ]) {
      expect(output).toMatch(check);
    }
    expect(code, output).toBe(0);

    const { app, database } = getApp();
    expect((await ledgerBalances(database.pool, player.id)).cash).toBe(
      await cashFromProviderRows(),
    );
    await expectCleanAudit(app, operator.token);
  });

  it('passes its script signing with RSA-SHA256 too', { timeout: 120_000 }, async () => {
    const { app, database } = getApp();
    const pem = (key: KeyObject) =>
      key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString();
    const sandboxKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const casinoKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const folder = mkdtempSync(path.join(tmpdir(), 'provider-sandbox-'));
    try {
      writeFileSync(path.join(folder, 'sandbox.pem'), pem(sandboxKey.privateKey));
      writeFileSync(path.join(folder, 'casino.pub.pem'), pem(casinoKey.publicKey));
      const [rsa] = await database.db
        .insert(providerIntegrations)
        .values({
          code: 'sandbox-rsa',
          name: 'Provider sandbox (RSA)',
          signing: 'rsa-sha256',
          providerPublicKey: pem(sandboxKey.publicKey),
          operatorPrivateKey: pem(casinoKey.privateKey),
          launchUrl: `${sandboxUrl}/launch`,
          enabled: true,
        })
        .returning({ id: providerIntegrations.id });
      if (!rsa) throw new Error('no integration row');
      const token = await newLaunchToken(rsa.id);
      const { code, output } = await runSandbox([
        'script',
        ...['--casino', casinoUrl, '--code', 'sandbox-rsa', '--signing', 'rsa-sha256'],
        ...['--private-key-file', path.join(folder, 'sandbox.pem')],
        ...['--casino-public-key-file', path.join(folder, 'casino.pub.pem')],
        ...['--token', token, '--user', String(player.id), '--game', GAME],
      ]);
      expect(output).toMatch(/^PASS a call signed with another key$/m);
      expect(output).toMatch(/^PASS (\d+)\/\1 checks passed$/m);
      expect(code, output).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect((await ledgerBalances(database.pool, player.id)).cash).toBe(
      await cashFromProviderRows(),
    );
    await expectCleanAudit(app, operator.token);
  });

  it('fails its script, exit 1, when the casino does not know its secret', async () => {
    const token = await newLaunchToken(integrationId);
    const { code, output } = await runSandbox([
      'script',
      ...['--casino', casinoUrl, '--code', 'sandbox', '--secret', 'not-the-secret'],
      ...['--token', token, '--user', String(player.id), '--game', GAME],
    ]);
    expect(output).toMatch(/^FAIL balance of the launch token/m);
    expect(code).toBe(1);
  });

  it('plays a real-money round through its game page, and shows a refusal', async () => {
    const { app, database } = getApp();
    const launch: ProviderLaunchRequest = {
      game_code: GAME,
      mode: 'real',
      token: await newLaunchToken(integrationId),
      user: String(player.id),
      currency: 'USD',
      lang: 'de',
      lobby_url: `${casinoUrl}/`,
      // The casino's public origin need not be where the sandbox reaches it: --casino is.
      wallet_url: 'https://casino.invalid/api/provider/sandbox/',
    };
    const body = JSON.stringify(launch);
    const launched = await fetch(`${sandboxUrl}/launch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': createHmac('sha256', SECRET).update(body).digest('base64'),
      },
      body,
    });
    expect(launched.status).toBe(200);
    const { url } = (await launched.json()) as { url: string };
    expect(new URL(url).origin).toBe(new URL(`${sandboxUrl}/launch`).origin);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Spielen');

    const before = await balances(app, player.token);
    const state = (await (await fetch(`${url}/state`)).json()) as {
      status: string;
      balance: number;
    };
    expect(state).toMatchObject({
      status: 'RS_OK',
      balance: before.w_balance + before.w_bonus_balance,
    });

    const round = await fetch(`${url}/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 250, choice: 'tails' }),
    });
    expect(round.status).toBe(200);
    const played = (await round.json()) as {
      status: string;
      balance: number;
      win: number;
      round: string;
    };
    expect(played.status).toBe('RS_OK');
    // Tails pays 1.96× the stake, heads nothing.
    expect([0, 490]).toContain(played.win);
    const after = await balances(app, player.token);
    expect(after.w_balance).toBe(before.w_balance - 250 + played.win);
    expect(played.balance).toBe(after.w_balance + after.w_bonus_balance);
    const { rows } = await database.pool.query<{ kind: string; amount_minor: string }>(
      `SELECT kind, amount_minor::text FROM provider_transactions WHERE user_id = $1 AND round = $2
       ORDER BY id`,
      [player.id, played.round],
    );
    expect(rows).toEqual([
      { kind: 'bet', amount_minor: '250' },
      { kind: 'win', amount_minor: String(played.win) },
    ]);

    const tooMuch = await fetch(`${url}/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: after.w_balance + 1, choice: 'heads' }),
    });
    expect(await tooMuch.json()).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: after.w_balance,
    });
    expect((await balances(app, player.token)).w_balance).toBe(after.w_balance);

    expect((await ledgerBalances(database.pool, player.id)).cash).toBe(
      await cashFromProviderRows(),
    );
    await expectCleanAudit(app, operator.token);
  });
});
