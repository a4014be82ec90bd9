import { AUTH_MESSAGES } from '@satsino/contract/auth';
import {
  PLAYER_MESSAGES,
  type PlayerDetail,
  type PlayerSearchPage,
  type PlayerTransactionsPage,
} from '@satsino/contract/players';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH_MAIL_TEXTS } from '../src/modules/auth/auth.mail-texts.js';
import { bearer, freshIp, registerPlayer, setRole, type TestPlayer } from './helpers/accounts.js';
import { useGamesTestApp } from './helpers/games.js';
import {
  fundWithBitcoin,
  postJson,
  registerVerifiedPlayer,
  requestWithdrawal,
} from './helpers/wallet.js';

/**
 * The operator's player search and player page (issue 17): who may call them, each search key,
 * the page's sections, the notes and the lock — which signs the player out, refuses their
 * sign-in and their bets — and every write in the operator log.
 */
const games = useGamesTestApp();
const { getTestApp, fundedPlayer, openSession, play } = games;

const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function search(q: string, token = games.operator().token): Promise<PlayerSearchPage> {
  const response = await get(games.app(), `/api/admin/players?q=${encodeURIComponent(q)}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlayerSearchPage;
}

async function detail(userId: number, token = games.operator().token): Promise<PlayerDetail> {
  const response = await get(games.app(), `/api/admin/players/${userId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlayerDetail;
}

const lock = (userId: number, token: string, reason = 'chargeback fraud') =>
  postJson(games.app(), `/api/admin/players/${userId}/lock`, token, { reason });

function loginAs(player: TestPlayer, password = player.password) {
  return games.app().inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: player.email, password },
    remoteAddress: freshIp(),
  });
}

async function loggedActions(userId: number) {
  const { rows } = await getTestApp().database.pool.query<{
    action: string;
    actor_user_id: string;
    details: Record<string, unknown>;
  }>(
    `SELECT action, actor_user_id::text, details FROM operator_actions
      WHERE target_type = 'user' AND target_id = $1 ORDER BY id`,
    [String(userId)],
  );
  return rows;
}

async function supportAgent(): Promise<TestPlayer> {
  const { app, database } = getTestApp();
  const agent = await registerVerifiedPlayer(app, database.db);
  await setRole(database.db, agent.id, 'support');
  return agent;
}

describe('who may call the player pages', () => {
  const reads = ['/api/admin/players?q=a', '/api/admin/players/1', '/api/admin/players/1/rounds'];
  const writes: [string, object | undefined][] = [
    ['/api/admin/players/1/notes', { text: 'hello' }],
    ['/api/admin/players/1/lock', { reason: 'fraud' }],
    ['/api/admin/players/1/unlock', undefined],
    ['/api/admin/players/1/verify', undefined],
  ];

  it('guests get 401 and players 403, on every call', async () => {
    const app = games.app();
    const player = await registerPlayer(app);
    for (const url of reads) {
      expect((await get(app, url)).statusCode, url).toBe(401);
      expect((await get(app, url, player.token)).statusCode, url).toBe(403);
    }
    for (const [url, body] of writes) {
      expect((await postJson(app, url, undefined, body)).statusCode, url).toBe(401);
      expect((await postJson(app, url, player.token, body)).statusCode, url).toBe(403);
    }
  });

  it('support reads the page and adds notes, but cannot lock or unlock', async () => {
    const app = games.app();
    const agent = await supportAgent();
    const player = await registerPlayer(app);
    expect((await detail(player.id, agent.token)).email).toBe(player.email);
    expect((await search(player.email, agent.token)).players.map((p) => p.id)).toEqual([player.id]);
    const noted = await postJson(app, `/api/admin/players/${player.id}/notes`, agent.token, {
      text: 'Asked about a deposit.',
    });
    expect(noted.statusCode, noted.body).toBe(201);
    expect((await lock(player.id, agent.token)).statusCode).toBe(403);
    const unlock = await postJson(app, `/api/admin/players/${player.id}/unlock`, agent.token);
    expect(unlock.statusCode).toBe(403);
    expect((await detail(player.id)).lock).toBeNull();
  });
});

describe('search', () => {
  it('finds a player by e-mail prefix in any case, name prefix and id', async () => {
    const app = games.app();
    const player = await registerPlayer(app, { email: `Finder.${Date.now()}@Example.com` });
    await registerPlayer(app);

    const byEmail = await search(player.email.slice(0, 12).toUpperCase());
    expect(byEmail.players).toEqual([
      expect.objectContaining({ id: player.id, email: player.email, matched: 'email' }),
    ]);
    const byName = await search(player.name.toUpperCase());
    expect(byName.players.map((p) => [p.id, p.matched])).toEqual([[player.id, 'name']]);
    const byId = await search(String(player.id));
    expect(byId.players[0]).toMatchObject({ id: player.id, matched: 'id', locked: false });
  });

  it('treats LIKE wildcards in the term as text', async () => {
    await registerPlayer(games.app());
    expect((await search('%')).players).toEqual([]);
    expect((await search('player\\_')).players).toEqual([]);
  });

  it('finds a player by deposit address, deposit tx hash and withdrawal tx hash', async () => {
    const app = games.app();
    const operator = games.operator();
    const player = await registerVerifiedPlayer(app, getTestApp().database.db);
    const depositTxid = `d${Date.now().toString(16)}`.padEnd(64, '0');
    const { address } = await fundWithBitcoin(app, operator.token, player, '0.01', {
      txid: depositTxid,
    });

    const byAddress = await search(address);
    expect(byAddress.players.map((p) => [p.id, p.matched])).toEqual([[player.id, 'address']]);
    const byDeposit = await search(depositTxid);
    expect(byDeposit.players.map((p) => [p.id, p.matched])).toEqual([[player.id, 'tx']]);

    const requested = await requestWithdrawal(app, player.token, 20_000);
    expect(requested.statusCode, requested.body).toBe(201);
    const withdrawal = requested.json() as { id: number };
    const withdrawalTxid = `e${Date.now().toString(16)}`.padEnd(64, '1');
    for (const [action, body] of [
      ['approve', undefined],
      ['sent', { txid: withdrawalTxid }],
    ] as const) {
      const response = await postJson(
        app,
        `/api/admin/withdrawals/${withdrawal.id}/${action}`,
        operator.token,
        body,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const byWithdrawal = await search(withdrawalTxid);
    expect(byWithdrawal.players.map((p) => [p.id, p.matched])).toEqual([[player.id, 'tx']]);
  });

  it('pages at most 50 players, newest first', async () => {
    const first = await search('');
    expect(first.players.length).toBeLessThanOrEqual(50);
    const ids = first.players.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses bad input with 4xx', async () => {
    const app = games.app();
    const token = games.operator().token;
    const tooLong = await get(app, `/api/admin/players?q=${'a'.repeat(201)}`, token);
    expect(tooLong.statusCode).toBe(422);
    expect((await get(app, '/api/admin/players/abc', token)).statusCode).toBe(422);
    expect((await get(app, '/api/admin/players/999999999', token)).statusCode).toBe(404);
    const player = await registerPlayer(app);
    const emptyNote = await postJson(app, `/api/admin/players/${player.id}/notes`, token, {
      text: '   ',
    });
    expect(emptyNote.statusCode).toBe(422);
    const noReason = await postJson(app, `/api/admin/players/${player.id}/lock`, token, {});
    expect(noReason.statusCode).toBe(422);
    expect((await lock(999_999_999, token)).statusCode).toBe(404);
  });
});

describe('the player page', () => {
  it('shows the balances, a transaction, a round, the sessions and the notes', async () => {
    const app = games.app();
    const player = await fundedPlayer();
    const { session } = await openSession('dice', player);
    const round = await play(session, {
      bet: 100,
      params: { engine: 'dice', target: 50, condition: 'over' },
    });
    expect(round.statusCode, round.body).toBe(200);

    const page = await detail(player.id);
    expect(page).toMatchObject({ id: player.id, email: player.email, role: 'player', lock: null });
    expect(page.balances).toHaveLength(1);
    expect(page.balances[0]).toMatchObject({ currency: 'USD', bonus: 0, withdrawal_hold: 0 });
    expect(page.balances[0]?.cash).toBeGreaterThan(0);
    expect(page.sessions.length).toBeGreaterThanOrEqual(1);
    expect(page.last_login_at).not.toBeNull();

    const transactions = await get(
      app,
      `/api/admin/players/${player.id}/transactions`,
      games.operator().token,
    );
    expect(transactions.statusCode, transactions.body).toBe(200);
    const list = (transactions.json() as PlayerTransactionsPage).transactions;
    expect(list.map((t) => t.type)).toContain('deposit');

    const rounds = await get(app, `/api/admin/players/${player.id}/rounds`, games.operator().token);
    expect(rounds.statusCode, rounds.body).toBe(200);
    expect(rounds.json()).toMatchObject({
      rounds: [{ stake: 100, status: 'settled', currency: 'USD' }],
      next_before_id: null,
    });
  });

  it('adds a note, newest first, and logs it', async () => {
    const app = games.app();
    const operator = games.operator();
    const player = await registerPlayer(app);
    for (const text of ['First call.', 'Second call.']) {
      const response = await postJson(
        app,
        `/api/admin/players/${player.id}/notes`,
        operator.token,
        {
          text,
        },
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    const { notes } = await detail(player.id);
    expect(notes.map((n) => n.text)).toEqual(['Second call.', 'First call.']);
    expect(notes[0]?.author).toBe(operator.name);
    const logged = await loggedActions(player.id);
    expect(logged.map((entry) => entry.action)).toEqual(['player.note', 'player.note']);
    expect(logged[0]).toMatchObject({
      actor_user_id: String(operator.id),
      details: expect.objectContaining({ text: 'First call.' }),
    });
  });

  it('marks the account verified once, logs it and tells the player', async () => {
    const app = games.app();
    const player = await registerPlayer(app);
    const url = `/api/admin/players/${player.id}/verify`;
    const first = await postJson(app, url, games.operator().token);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as PlayerDetail).account_verified_at).not.toBeNull();
    expect((await postJson(app, url, games.operator().token)).statusCode).toBe(200);
    expect((await loggedActions(player.id)).map((entry) => entry.action)).toEqual([
      'player.verify',
    ]);
    const { rows } = await getTestApp().database.pool.query<{ text: string }>(
      'SELECT text FROM notifications WHERE user_id = $1',
      [player.id],
    );
    expect(rows.map((row) => row.text)).toEqual([AUTH_MAIL_TEXTS.en.accountVerified]);
  });
});

describe('locking an account', () => {
  it('signs the player out, refuses their sign-in and their bets, and logs it', async () => {
    const app = games.app();
    const operator = games.operator();
    const player = await fundedPlayer();
    const { session } = await openSession('dice', player);

    const locked = await lock(player.id, operator.token);
    expect(locked.statusCode, locked.body).toBe(200);
    expect((locked.json() as PlayerDetail).lock).toMatchObject({
      reason: 'chargeback fraud',
      locked_by: operator.name,
    });
    expect((await search(player.email)).players[0]?.locked).toBe(true);

    // The session it had is over, and so is the game opened with it.
    expect((await get(app, '/api/user', player.token)).statusCode).toBe(401);
    const bet = await play(session, {
      bet: 100,
      params: { engine: 'dice', target: 50, condition: 'over' },
    });
    expect(bet.statusCode).toBeGreaterThanOrEqual(400);
    expect(bet.statusCode).toBeLessThan(500);

    // The right password is told about the lock; a wrong one learns nothing.
    const refused = await loginAs(player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'forbidden',
      message: PLAYER_MESSAGES.accountLocked,
    });
    const wrong = await loginAs(player, 'not the password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain(AUTH_MESSAGES.badCredentials);

    // A second lock keeps the first reason and logs nothing more.
    const again = await lock(player.id, operator.token, 'another reason');
    expect((again.json() as PlayerDetail).lock?.reason).toBe('chargeback fraud');
    const logged = await loggedActions(player.id);
    expect(logged.filter((entry) => entry.action === 'player.lock')).toEqual([
      expect.objectContaining({
        actor_user_id: String(operator.id),
        details: { reason: 'chargeback fraud' },
      }),
    ]);

    const unlocked = await postJson(app, `/api/admin/players/${player.id}/unlock`, operator.token);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect((unlocked.json() as PlayerDetail).lock).toBeNull();
    const back = await loginAs(player);
    expect(back.statusCode, back.body).toBe(200);
    expect((await loggedActions(player.id)).map((entry) => entry.action)).toContain(
      'player.unlock',
    );
  });

  it('refuses every call of a session the lock did not end', async () => {
    const app = games.app();
    const player = await registerPlayer(app);
    // A session opened while the lock was being written: the lock row without the sign-out.
    await getTestApp().database.pool.query(
      `INSERT INTO account_locks (user_id, locked_by, reason) VALUES ($1, $2, 'race')`,
      [player.id, games.operator().id],
    );
    const response = await get(app, '/api/user', player.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: PLAYER_MESSAGES.accountLocked });
  });

  it('cannot lock a staff account', async () => {
    const agent = await supportAgent();
    const response = await lock(agent.id, games.operator().token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: PLAYER_MESSAGES.notAPlayer });
    expect((await get(games.app(), '/api/user', agent.token)).statusCode).toBe(200);
  });
});
