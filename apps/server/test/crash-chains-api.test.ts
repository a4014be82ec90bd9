import {
  CRASH_MESSAGES,
  type CrashChain,
  type CrashRoundProof,
  type CrashTableState,
} from '@satsino/contract/crash';
import { CRASH_ADMIN_MESSAGES } from '@satsino/contract/crash-admin';
import { chainsToTerminatingHash, crashPointX100 } from '@satsino/fairness/crash';
import { describe, expect, it, vi } from 'vitest';
import { nextRoundOutcome } from '../src/modules/crash/crash-chains.js';
import { bearer, setRole, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { fakeBlockHash, waitFor } from './helpers/crash-tables.js';
import { registerOperator, registerVerifiedPlayer } from './helpers/wallet.js';

/*
 * The seeding event through the API: an operator publishes a chain promising a Bitcoin block,
 * the public sees it waiting, the operator enters the block's hash once, and only then does the
 * table run. Every hostile variation answers a clear 4xx and changes nothing.
 */
const getApp = useTestApp({ CRASH_LOOP: 'true' }, (app) => {
  Object.assign(app.crash.settings, {
    bettingMs: 400,
    pauseMs: 50,
    growthPerMs: 0.0006,
    leaderCheckMs: 100,
    waitingCheckMs: 50,
  });
});
vi.setConfig({ testTimeout: 60_000 });

let admin: TestPlayer | undefined;
async function operator(): Promise<TestPlayer> {
  admin ??= await registerOperator(getApp().app, getApp().database.db);
  return admin;
}

const send = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  getApp().app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const publish = async (body: unknown, token?: string) =>
  send('POST', '/api/admin/crash/chains', token ?? (await operator()).token, body);
const enterSalt = async (id: number, body: unknown, token?: string) =>
  send('PUT', `/api/admin/crash/chains/${id}/salt`, token ?? (await operator()).token, body);

async function publicChains(): Promise<CrashChain[]> {
  const response = await send('GET', '/api/crash/chains');
  expect(response.statusCode).toBe(200);
  return response.json() as CrashChain[];
}

/** What an operator call could change of the chains (their rounds go on meanwhile). */
const commitments = (chains: readonly CrashChain[]) =>
  chains.map(({ id, table, terminating_hash, promised_block_height, salt, salted_at }) => ({
    id,
    table,
    terminating_hash,
    promised_block_height,
    salt,
    salted_at,
  }));

async function tableState(table: string): Promise<CrashTableState> {
  return (await send('GET', `/api/crash/${table}`)).json() as CrashTableState;
}

/** The database's copy of a chain, to show a refused call changed nothing. */
async function storedChain(id: number) {
  const { rows } = await getApp().database.pool.query(
    'SELECT salt, salted_at FROM crash_chains WHERE id = $1',
    [id],
  );
  return rows[0] as { salt: string | null; salted_at: Date | null } | undefined;
}

async function operatorActions(): Promise<{ action: string; target: string }[]> {
  const response = await send('GET', '/api/admin/actions', (await operator()).token);
  return response.json() as { action: string; target: string }[];
}

describe('a table before its seeding event', () => {
  it('runs no round and says why, with no chain and then waiting for the promised block', async () => {
    const before = await tableState('crashsw');
    expect(before).toMatchObject({ seeding: 'no_chain', round: null, waiting_chain: null });

    const published = await publish({
      table: 'crashsw',
      promised_block_height: 940_123,
      length: 50,
    });
    expect(published.statusCode, published.body).toBe(201);
    const chain = published.json() as CrashChain;
    expect(chain).toMatchObject({
      table: 'crashsw',
      promised_block_height: 940_123,
      salt: null,
      salted_at: null,
      status: 'waiting_for_salt',
      rounds_played: 0,
      length: 50,
    });
    expect(chain.terminating_hash).toMatch(/^[0-9a-f]{64}$/);

    const waiting = await tableState('crashsw');
    expect(waiting.seeding).toBe('waiting_for_salt');
    expect(waiting.waiting_chain).toMatchObject({ id: chain.id, promised_block_height: 940_123 });
    // The loop's source of rounds has none to give: it makes no chain and no salt by itself.
    expect(await nextRoundOutcome(getApp().database.pool, 'crashsw')).toBeUndefined();
    expect((await tableState('crashsw')).round).toBeNull();

    // The public list shows it, terminating hash first and the block it waits for.
    const listed = (await publicChains()).find((item) => item.id === chain.id);
    expect(listed).toMatchObject({
      terminating_hash: chain.terminating_hash,
      salt: null,
      status: 'waiting_for_salt',
      promised_block_height: 940_123,
    });
    // It never carries a secret of the chain.
    expect(Object.keys(listed ?? {})).not.toContain('seed');
    expect(JSON.stringify(await publicChains())).not.toContain('checkpoints');
  });

  it('runs once the block hash is entered, and every round verifies against it', async () => {
    const chain = (await publicChains()).find((item) => item.table === 'crashsw');
    if (!chain) throw new Error('the chain of the test above');
    // Typed as an explorer may show it: upper case, with spaces around. Stored as lower case.
    const blockHash = fakeBlockHash();
    const salted = await enterSalt(chain.id, { salt: `  ${blockHash.toUpperCase()} ` });
    expect(salted.statusCode, salted.body).toBe(200);
    expect(salted.json()).toMatchObject({ id: chain.id, salt: blockHash, status: 'ready' });
    expect(Date.parse((salted.json() as CrashChain).salted_at ?? '')).toBeGreaterThan(
      Date.parse(chain.published_at),
    );

    await waitFor(
      async () => (await tableState('crashsw')).history.length >= 1,
      'a first crashed round',
    );
    const state = await tableState('crashsw');
    expect(state.seeding).toBe('ready');
    const [first] = state.history;
    if (!first) throw new Error('history');
    const proof = (
      await send('GET', `/api/crash/crashsw/rounds/${first.id}`)
    ).json() as CrashRoundProof;
    expect(proof.chain).toMatchObject({ id: chain.id, salt: blockHash });
    expect(crashPointX100(proof.hash, blockHash)).toBe(proof.crash_point_x100);
    expect(chainsToTerminatingHash(proof.hash, proof.position, chain.terminating_hash)).toBe(true);
    await waitFor(
      async () =>
        ((await publicChains()).find((item) => item.id === chain.id)?.rounds_played ?? 0) >= 1,
      'rounds played on the public list',
    );
    expect((await publicChains()).find((item) => item.id === chain.id)?.status).toBe('in_play');

    const log = await operatorActions();
    expect(
      log.filter((entry) => entry.target === `crash_chain#${chain.id}`).map((e) => e.action),
    ).toEqual(expect.arrayContaining(['crash_chain.publish', 'crash_chain.salt']));
  });
});

describe('hostile operator calls', () => {
  it('refuses guests, players and support staff, and changes nothing', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const support = await registerVerifiedPlayer(app, database.db);
    await setRole(database.db, support.id, 'support');
    const before = await publicChains();
    for (const token of [undefined, player.token, support.token]) {
      const expected = token === undefined ? 401 : 403;
      expect((await send('GET', '/api/admin/crash/chains', token)).statusCode).toBe(expected);
      expect(
        (
          await send('POST', '/api/admin/crash/chains', token, {
            table: 'crash',
            promised_block_height: 1,
          })
        ).statusCode,
      ).toBe(expected);
      const target = before[0];
      if (!target) throw new Error('a chain');
      expect(
        (
          await send('PUT', `/api/admin/crash/chains/${target.id}/salt`, token, {
            salt: fakeBlockHash(),
          })
        ).statusCode,
      ).toBe(expected);
    }
    expect(commitments(await publicChains())).toEqual(commitments(before));
  });

  it('refuses bad publications with the field at fault', async () => {
    const cases: [unknown, string, string][] = [
      [{ table: 'roulette', promised_block_height: 5 }, 'table', CRASH_ADMIN_MESSAGES.tableInvalid],
      [{ table: 'crash' }, 'promised_block_height', CRASH_ADMIN_MESSAGES.blockHeightInvalid],
      [
        { table: 'crash', promised_block_height: 0 },
        'promised_block_height',
        CRASH_ADMIN_MESSAGES.blockHeightInvalid,
      ],
      [
        { table: 'crash', promised_block_height: 1.5 },
        'promised_block_height',
        CRASH_ADMIN_MESSAGES.blockHeightInvalid,
      ],
      [
        { table: 'crash', promised_block_height: '900000' },
        'promised_block_height',
        CRASH_ADMIN_MESSAGES.blockHeightInvalid,
      ],
      [
        { table: 'crash', promised_block_height: 9, length: 0 },
        'length',
        CRASH_ADMIN_MESSAGES.lengthInvalid,
      ],
      [
        { table: 'crash', promised_block_height: 9, length: 1_000_001 },
        'length',
        CRASH_ADMIN_MESSAGES.lengthInvalid,
      ],
      [
        { table: 'crash', promised_block_height: 9, publish_at: 'tomorrow' },
        'publish_at',
        CRASH_ADMIN_MESSAGES.publishAtInvalid,
      ],
      [
        {
          table: 'crash',
          promised_block_height: 9,
          publish_at: new Date(Date.now() + 40 * 86_400_000).toISOString(),
        },
        'publish_at',
        CRASH_ADMIN_MESSAGES.publishAtInvalid,
      ],
    ];
    const before = await send('GET', '/api/admin/crash/chains', (await operator()).token);
    for (const [body, field, message] of cases) {
      const response = await publish(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    const after = await send('GET', '/api/admin/crash/chains', (await operator()).token);
    expect(commitments(after.json() as CrashChain[])).toEqual(
      commitments(before.json() as CrashChain[]),
    );
  });

  it('refuses a second chain waiting for a block at one table, twice at once included', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        publish({ table: 'crashbull', promised_block_height: 950_000, length: 20 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().message).toBe(CRASH_ADMIN_MESSAGES.chainWaiting);
    }
    const waiting = (await publicChains()).filter(
      (chain) => chain.table === 'crashbull' && chain.status === 'waiting_for_salt',
    );
    expect(waiting).toHaveLength(1);
  });

  it('refuses a salt that is not a block hash, NUL bytes included, and keeps the chain waiting', async () => {
    const chain = (await publicChains()).find(
      (item) => item.table === 'crashbull' && item.status === 'waiting_for_salt',
    );
    if (!chain) throw new Error('the waiting chain of the test above');
    const bad: [unknown, string][] = [
      [{ salt: 'abc' }, CRASH_ADMIN_MESSAGES.saltInvalid],
      [{ salt: 'g'.repeat(64) }, CRASH_ADMIN_MESSAGES.saltInvalid],
      [{ salt: `00000000${'a'.repeat(57)}` }, CRASH_ADMIN_MESSAGES.saltInvalid],
      [{ salt: 'ab'.repeat(32) }, CRASH_ADMIN_MESSAGES.saltNotBlockHash],
      [{ salt: 12 }, CRASH_ADMIN_MESSAGES.saltInvalid],
      [{}, CRASH_ADMIN_MESSAGES.saltInvalid],
    ];
    for (const [body, message] of bad) {
      const response = await enterSalt(chain.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors.salt, JSON.stringify(body)).toEqual([message]);
    }
    // NUL and control characters are refused at the edge, before any rule of ours.
    for (const salt of [`${fakeBlockHash().slice(0, 63)}\u0000`, `\u0000${fakeBlockHash()}`]) {
      const response = await enterSalt(chain.id, { salt });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const raw = await getApp().app.inject({
      method: 'PUT',
      url: `/api/admin/crash/chains/${chain.id}/salt`,
      headers: { ...bearer((await operator()).token), 'content-type': 'application/json' },
      payload: `{"salt":"${fakeBlockHash().slice(0, 60)}\\u0000abc"}`,
    });
    expect(raw.statusCode).toBeGreaterThanOrEqual(400);
    expect(raw.statusCode).toBeLessThan(500);
    // Ids that are no chain.
    for (const id of ['0', '-1', 'abc', '99999999999']) {
      const response = await send(
        'PUT',
        `/api/admin/crash/chains/${id}/salt`,
        (await operator()).token,
        {
          salt: fakeBlockHash(),
        },
      );
      expect([404, 422], id).toContain(response.statusCode);
    }
    const missing = await enterSalt(2_000_000_000, { salt: fakeBlockHash() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CRASH_ADMIN_MESSAGES.chainNotFound);
    expect(await storedChain(chain.id)).toEqual({ salt: null, salted_at: null });
  });

  it('takes one of two salts sent at once; the same salt again answers it, another is a 409', async () => {
    const chain = (await publicChains()).find(
      (item) => item.table === 'crashbull' && item.status === 'waiting_for_salt',
    );
    if (!chain) throw new Error('the waiting chain');
    const [first, second] = [fakeBlockHash(), fakeBlockHash()];
    const raced = await Promise.all([
      enterSalt(chain.id, { salt: first }),
      enterSalt(chain.id, { salt: second }),
      enterSalt(chain.id, { salt: first }),
      enterSalt(chain.id, { salt: second }),
    ]);
    expect(raced.every((response) => response.statusCode < 500)).toBe(true);
    const stored = await storedChain(chain.id);
    const winner = stored?.salt;
    expect([first, second]).toContain(winner);
    for (const [index, response] of raced.entries()) {
      const sent = index % 2 === 0 ? first : second;
      if (sent === winner) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id: chain.id, salt: winner });
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(CRASH_ADMIN_MESSAGES.saltAlreadySet);
      }
    }
    // A replay later still answers the chain, and the log holds the salt once.
    const replay = await enterSalt(chain.id, { salt: winner });
    expect(replay.statusCode).toBe(200);
    expect(await storedChain(chain.id)).toEqual(stored);
    const salts = (await operatorActions()).filter(
      (entry) => entry.action === 'crash_chain.salt' && entry.target === `crash_chain#${chain.id}`,
    );
    expect(salts).toHaveLength(1);
  });

  it('refuses a salt before the chain is published, and hides the chain from the public until then', async () => {
    const publishAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const response = await publish({
      table: 'crash',
      promised_block_height: 960_000,
      length: 10,
      publish_at: publishAt,
    });
    expect(response.statusCode, response.body).toBe(201);
    const scheduled = response.json() as CrashChain;
    expect(scheduled).toMatchObject({ status: 'scheduled', published_at: publishAt });
    expect((await publicChains()).some((chain) => chain.id === scheduled.id)).toBe(false);
    expect((await tableState('crash')).seeding).toBe('no_chain');

    const early = await enterSalt(scheduled.id, { salt: fakeBlockHash() });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CRASH_ADMIN_MESSAGES.notPublished);
    expect(await storedChain(scheduled.id)).toEqual({ salt: null, salted_at: null });

    // The database holds the order too: no write can salt a chain before its publication.
    await expect(
      getApp().database.pool.query(
        `UPDATE crash_chains SET salt = $2, salted_at = published_at - interval '1 second'
         WHERE id = $1`,
        [scheduled.id, fakeBlockHash()],
      ),
    ).rejects.toThrow(/crash_chains_reveal_after_publication_check/);

    const listed = await send('GET', '/api/admin/crash/chains', (await operator()).token);
    expect(
      (listed.json() as CrashChain[]).find((chain) => chain.id === scheduled.id),
    ).toMatchObject({
      status: 'scheduled',
    });
  });

  it('keeps the tables without a playable chain free of rounds and bets', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const refused = await send('POST', '/api/crash/crash/bets', player.token, { amount: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CRASH_MESSAGES.bettingClosed);
  });
});
