import { createHmac, randomUUID } from 'node:crypto';
import type { BonusCampaignFigures } from '@satsino/contract/bonus-campaigns';
import type { RoundResult } from '@satsino/contract/games';
import type { Currency } from '@satsino/contract/money';
import {
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_WALLET_CALLS,
  type ProviderResponse,
} from '@satsino/contract/provider';
import { type OperatorReport, REPORT_MESSAGES } from '@satsino/contract/reports';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLedger, type Ledger } from '../src/modules/ledger/ledger.service.js';
import { bearer, registerPlayer, setRole, type TestPlayer } from './helpers/accounts.js';
import { useGamesTestApp } from './helpers/games.js';
import { playRealMoney } from './helpers/real-money.js';

/**
 * The operator reports (issue 17): a hand-made history across two days and two currencies —
 * deposits, bets and wins, bonus money turned into cash, a withdrawal paid and one returned —
 * and the figures it must give to the cent; RTP per game against rounds played here; who may
 * read; bad ranges; the CSV.
 */
const games = useGamesTestApp();
let app: FastifyInstance;
let operator: TestPlayer;
let pool: Pool;
let ledger: Ledger;

const DAY_1 = '2026-01-10';
const DAY_2 = '2026-01-11';
const DAY_3 = '2026-01-12';

beforeAll(() => {
  app = games.app();
  operator = games.operator();
  pool = games.getTestApp().database.pool;
  ledger = createLedger({ pool, publishAppAlert: () => {}, logger: pino({ level: 'silent' }) });
});

function get(url: string, token = operator.token) {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function lastTransferId(): Promise<number> {
  const { rows } = await pool.query<{ id: string | null }>(
    'SELECT max(id)::text AS id FROM ledger_transfers',
  );
  return Number(rows[0]?.id ?? 0);
}

/**
 * Runs `work`, then dates every transfer it made (and their entries) at `at`. The ledger refuses
 * updates by trigger; moving history into the past is this test's own business, so its
 * transaction runs as a replica, for which ordinary triggers do not fire (the test database's
 * user is a superuser).
 */
async function happenedAt(at: string, work: () => Promise<void>): Promise<void> {
  const before = await lastTransferId();
  await work();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query('UPDATE ledger_transfers SET created_at = $2 WHERE id > $1', [before, at]);
    await client.query('UPDATE ledger_entries SET created_at = $2 WHERE transfer_id > $1', [
      before,
      at,
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

async function deposit(userId: number, currency: Currency, amount: bigint) {
  const player = await ledger.accounts.playerAccounts(userId, currency);
  const clearing = await ledger.accounts.systemAccount('deposits_clearing', currency);
  await ledger.transfer({
    idempotencyKey: `test-deposit:${randomUUID()}`,
    kind: 'deposit',
    currency,
    legs: [
      { account: clearing, amount: -amount },
      { account: player.cash, amount },
    ],
  });
}

/** Cashback paid straight into cash, as VIP cashback is. */
async function cashback(userId: number, currency: Currency, amount: bigint) {
  const player = await ledger.accounts.playerAccounts(userId, currency);
  const cost = await ledger.accounts.systemAccount('bonus_cost', currency);
  await ledger.transfer({
    idempotencyKey: `test-cashback:${randomUUID()}`,
    kind: 'cashback',
    currency,
    legs: [
      { account: cost, amount: -amount },
      { account: player.cash, amount },
    ],
  });
}

/** A bonus granted to the bonus balance, then part of it released to cash (wagering done). */
async function bonusGrantedAndReleased(
  userId: number,
  currency: Currency,
  granted: bigint,
  released: bigint,
) {
  const player = await ledger.accounts.playerAccounts(userId, currency);
  const cost = await ledger.accounts.systemAccount('bonus_cost', currency);
  await ledger.transfer({
    idempotencyKey: `test-bonus-grant:${randomUUID()}`,
    kind: 'bonus_payment',
    currency,
    legs: [
      { account: cost, amount: -granted },
      { account: player.bonus, amount: granted },
    ],
  });
  await ledger.transfer({
    idempotencyKey: `test-bonus-release:${randomUUID()}`,
    kind: 'bonus_payment',
    currency,
    legs: [
      { account: player.bonus, amount: -released },
      { account: player.cash, amount: released },
    ],
  });
}

/** A withdrawal held from cash, then paid out (fee to the house) or returned. */
async function withdrawal(
  userId: number,
  currency: Currency,
  amount: bigint,
  outcome: { paidWithFee: bigint } | 'returned',
) {
  const player = await ledger.accounts.playerAccounts(userId, currency);
  await ledger.transfer({
    idempotencyKey: `test-withdrawal:${randomUUID()}`,
    kind: 'withdrawal',
    currency,
    legs: [
      { account: player.cash, amount: -amount },
      { account: player.withdrawal_hold, amount },
    ],
  });
  if (outcome === 'returned') {
    await ledger.transfer({
      idempotencyKey: `test-withdrawal-returned:${randomUUID()}`,
      kind: 'withdrawal_returned',
      currency,
      legs: [
        { account: player.withdrawal_hold, amount: -amount },
        { account: player.cash, amount },
      ],
    });
    return;
  }
  const clearing = await ledger.accounts.systemAccount('withdrawals_clearing', currency);
  const fees = await ledger.accounts.systemAccount('fees', currency);
  await ledger.transfer({
    idempotencyKey: `test-withdrawal-payout:${randomUUID()}`,
    kind: 'withdrawal_payout',
    currency,
    legs: [
      { account: player.withdrawal_hold, amount: -amount },
      { account: clearing, amount: amount - outcome.paidWithFee },
      { account: fees, amount: outcome.paidWithFee },
    ],
  });
}

describe('the operator report of a hand-made history', () => {
  let usdA: TestPlayer;
  let usdB: TestPlayer;
  let eurC: TestPlayer;

  beforeAll(async () => {
    usdA = await registerPlayer(app);
    usdB = await registerPlayer(app);
    eurC = await registerPlayer(app, { currency: 'EUR' });

    await happenedAt(`${DAY_1}T00:00:00Z`, async () => {
      await deposit(usdA.id, 'USD', 10_000n);
      await deposit(eurC.id, 'EUR', 5_000n);
    });
    await happenedAt(`${DAY_1}T13:30:00Z`, async () => {
      await playRealMoney(pool, usdA.id, 1_000n, 2_500n, 'USD');
      await playRealMoney(pool, usdA.id, 500n, 0n, 'USD');
      await playRealMoney(pool, eurC.id, 2_000n, 0n, 'EUR');
    });
    await happenedAt(`${DAY_2}T08:00:00Z`, async () => {
      await deposit(usdB.id, 'USD', 4_000n);
      await playRealMoney(pool, usdB.id, 3_000n, 600n, 'USD');
      await cashback(usdA.id, 'USD', 300n);
      await bonusGrantedAndReleased(usdB.id, 'USD', 1_000n, 700n);
      await withdrawal(usdA.id, 'USD', 2_000n, { paidWithFee: 100n });
      await withdrawal(eurC.id, 'EUR', 1_000n, 'returned');
    });
    // The last instant of the second day counts; the first of the third does not.
    await happenedAt(`${DAY_2}T23:59:59.999Z`, async () => {
      await playRealMoney(pool, usdA.id, 100n, 0n, 'USD');
    });
    await happenedAt(`${DAY_3}T00:00:00Z`, async () => {
      await deposit(usdA.id, 'USD', 99_900n);
      await playRealMoney(pool, eurC.id, 1_000n, 0n, 'EUR');
    });
  });

  it('gives every figure per day and currency to the cent, and the totals', async () => {
    const response = await get(`/api/admin/reports?from=${DAY_1}&to=${DAY_2}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as OperatorReport;
    expect(report).toMatchObject({ from: DAY_1, to: DAY_2, currency: null });
    const zero = {
      ggr: 0,
      ngr: 0,
      deposits: 0,
      withdrawals: 0,
      bonus_cost: 0,
      active_players: 0,
    };
    expect(report.days).toEqual([
      {
        day: DAY_1,
        currency: 'USD',
        ggr: 1_500 - 2_500,
        ngr: 1_500 - 2_500,
        deposits: 10_000,
        withdrawals: 0,
        bonus_cost: 0,
        active_players: 1,
      },
      {
        day: DAY_2,
        currency: 'USD',
        ggr: 3_000 - 600 + 100,
        ngr: 3_000 - 600 + 100 - 1_000,
        deposits: 4_000,
        withdrawals: 2_000,
        bonus_cost: 300 + 700,
        active_players: 2,
      },
      {
        ...zero,
        day: DAY_1,
        currency: 'EUR',
        ggr: 2_000,
        ngr: 2_000,
        deposits: 5_000,
        active_players: 1,
      },
      { ...zero, day: DAY_2, currency: 'EUR' },
    ]);
    expect(report.totals).toEqual([
      {
        currency: 'USD',
        ggr: 1_500,
        ngr: 500,
        deposits: 14_000,
        withdrawals: 2_000,
        bonus_cost: 1_000,
        active_players: 2,
      },
      { ...zero, currency: 'EUR', ggr: 2_000, ngr: 2_000, deposits: 5_000, active_players: 1 },
    ]);
  });

  it('reports one currency, and quiet days as zeros', async () => {
    const response = await get(`/api/admin/reports?from=2026-01-09&to=${DAY_3}&currency=EUR`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as OperatorReport;
    expect(report.currency).toBe('EUR');
    expect(report.days.map((row) => [row.day, row.currency, row.ggr])).toEqual([
      ['2026-01-09', 'EUR', 0],
      [DAY_1, 'EUR', 2_000],
      [DAY_2, 'EUR', 0],
      [DAY_3, 'EUR', 1_000],
    ]);
    expect(report.totals).toEqual([
      {
        currency: 'EUR',
        ggr: 3_000,
        ngr: 3_000,
        deposits: 5_000,
        withdrawals: 0,
        bonus_cost: 0,
        active_players: 1,
      },
    ]);
  });

  it('exports the days as CSV that parses back to the same figures', async () => {
    const response = await get(
      `/api/admin/reports/export.csv?from=${DAY_1}&to=${DAY_2}&currency=USD`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="satsino-report-days-${DAY_1}-${DAY_2}-usd.csv"`,
    );
    expect(parseCsv(response.body)).toEqual([
      ['day', 'currency', 'ggr', 'ngr', 'deposits', 'withdrawals', 'bonus_cost', 'active_players'],
      [DAY_1, 'USD', '-10.00', '-10.00', '100.00', '0.00', '0.00', '1'],
      [DAY_2, 'USD', '25.00', '15.00', '40.00', '20.00', '10.00', '2'],
    ]);
  });
});

describe('RTP per game', () => {
  it('measures wins over stakes of the rounds played, against the stated RTP', async () => {
    const player = await games.fundedPlayer();
    const { session } = await games.openSession('dice', player);
    let won = 0;
    const bets = [100, 250, 1_000, 40];
    for (const bet of bets) {
      const response = await games.play(session, {
        bet,
        params: { engine: 'dice', target: 50, condition: 'over' },
      });
      expect(response.statusCode, response.body).toBe(200);
      won += (response.json() as RoundResult).payout;
    }
    const today = new Date().toISOString().slice(0, 10);
    const response = await get(`/api/admin/reports?from=${today}&to=${today}&currency=USD`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as OperatorReport;
    const dice = report.games.find((row) => row.game_id === 'dice');
    const staked = bets.reduce((sum, bet) => sum + bet, 0);
    const { rows } = await pool.query<{ rtp_bps: number }>(
      "SELECT rtp_bps FROM catalogue_games WHERE slug = 'dice'",
    );
    expect(dice).toEqual({
      game_id: 'dice',
      name: 'Dice',
      kind: 'game',
      currency: 'USD',
      rounds: bets.length,
      stakes: staked,
      wins: won,
      measured_rtp_bps: Math.round((won * 10_000) / staked),
      stated_rtp_bps: rows[0]?.rtp_bps,
    });

    const csv = await get(
      `/api/admin/reports/export.csv?from=${today}&to=${today}&currency=USD&table=games`,
    );
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(csv.body);
    expect(header).toEqual([
      'game_id',
      'name',
      'kind',
      'currency',
      'rounds',
      'stakes',
      'wins',
      'measured_rtp_percent',
      'stated_rtp_percent',
    ]);
    expect(lines.find((line) => line[0] === 'dice')?.slice(4, 6)).toEqual([
      String(bets.length),
      (staked / 100).toFixed(2),
    ]);
  });
});

describe('RTP of a provider game', () => {
  const CODE = 'report-studio';
  const SECRET = 'report-studio-shared-secret';
  const GAME = 'report-slot';

  it('counts its rounds from the wallet calls, a rolled-back round as none', async () => {
    const { database } = games.getTestApp();
    const player = await games.fundedPlayer();
    const { rows } = await database.pool.query<{ id: number }>(
      `INSERT INTO provider_integrations (code, name, signing, secret, launch_url, enabled)
       VALUES ($1, $1, 'hmac-sha256', $2, 'http://127.0.0.1:9/launch', true) RETURNING id::int AS id`,
      [CODE, SECRET],
    );
    const token = `tok-${randomUUID()}`;
    await database.pool.query(
      `INSERT INTO provider_launch_tokens (token, integration_id, user_id, game_code, currency, expires_at)
       VALUES ($1, $2, $3, $4, 'USD', now() + interval '1 day')`,
      [token, rows[0]?.id, player.id, GAME],
    );
    const call = async (
      name: keyof typeof PROVIDER_WALLET_CALLS,
      body: Record<string, unknown>,
    ) => {
      const text = JSON.stringify({
        request_uuid: randomUUID(),
        token,
        user: String(player.id),
        game_code: GAME,
        ...body,
      });
      const response = await app.inject({
        method: 'POST',
        url: `/api/provider/${CODE}/${PROVIDER_WALLET_CALLS[name]}`,
        headers: {
          'content-type': 'application/json',
          [PROVIDER_SIGNATURE_HEADER]: createHmac('sha256', SECRET).update(text).digest('base64'),
        },
        payload: text,
        remoteAddress: '198.51.100.12',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as ProviderResponse).status).toBe('RS_OK');
    };
    const bet = async (round: string, amount: number) => {
      const transaction = randomUUID();
      await call('bet', { transaction_uuid: transaction, round, currency: 'USD', amount });
      return transaction;
    };
    const won = randomUUID();
    const wonBet = await bet(won, 300);
    await call('win', {
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: wonBet,
      round: won,
      currency: 'USD',
      amount: 500,
      round_closed: true,
    });
    const undone = randomUUID();
    const undoneBet = await bet(undone, 200);
    await call('rollback', {
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: undoneBet,
      round: undone,
    });
    await bet(randomUUID(), 100);

    const today = new Date().toISOString().slice(0, 10);
    const response = await get(`/api/admin/reports?from=${today}&to=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    const row = (response.json() as OperatorReport).games.find((game) => game.game_id === GAME);
    expect(row).toEqual({
      game_id: GAME,
      name: GAME,
      kind: 'provider',
      currency: 'USD',
      rounds: 2,
      stakes: 400,
      wins: 500,
      measured_rtp_bps: 12_500,
      stated_rtp_bps: null,
    });
  });
});

describe('who may read the reports, and what ranges', () => {
  it('answers 401 to guests and 403 to players and support agents', async () => {
    const url = `/api/admin/reports?from=${DAY_1}&to=${DAY_2}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const player = await registerPlayer(app);
    expect((await get(url, player.token)).statusCode).toBe(403);
    expect(
      (await get(`/api/admin/reports/export.csv?from=${DAY_1}&to=${DAY_2}`, player.token))
        .statusCode,
    ).toBe(403);
    const support = await registerPlayer(app);
    await setRole(games.getTestApp().database.db, support.id, 'support');
    expect((await get(url, support.token)).statusCode).toBe(403);
    expect(
      (await get(`/api/admin/reports/export.csv?from=${DAY_1}&to=${DAY_2}`, support.token))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-01', 'from', REPORT_MESSAGES.dateInvalid],
    ['from=2026-01-01&to=tomorrow', 'to', REPORT_MESSAGES.dateInvalid],
    ['to=2026-01-01', 'from', REPORT_MESSAGES.dateInvalid],
    ['from=2026-01-02&to=2026-01-01', 'to', REPORT_MESSAGES.rangeReversed],
    ['from=2025-01-01&to=2026-01-02', 'to', REPORT_MESSAGES.rangeTooLong],
    ['from=2026-01-01&to=2026-01-02&currency=BTC', 'currency', undefined],
  ])('refuses %s with a 422 naming %s', async (query, field, message) => {
    for (const path of ['/api/admin/reports', '/api/admin/reports/export.csv']) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, response.body).toBe(422);
      const errors = response.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toEqual([field]);
      if (message) expect(errors[field]).toEqual([message]);
    }
  });

  it('takes a whole year of 366 days', async () => {
    const response = await get('/api/admin/reports?from=2024-01-01&to=2024-12-31');
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as OperatorReport).days).toHaveLength(366 * 2);
  });

  it('documents the reports and their query in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = (
      response.json() as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> }
    ).paths;
    for (const path of ['/api/admin/reports', '/api/admin/reports/export.csv']) {
      expect(paths[path]?.get?.parameters?.map((parameter) => parameter.name)).toEqual(
        expect.arrayContaining(['from', 'to', 'currency']),
      );
    }
    expect(paths['/api/admin/bonus-campaigns']?.get).toBeDefined();
  });

  it('answers the first and the last days a date can name', async () => {
    for (const query of ['from=1970-01-01&to=1970-01-02', 'from=9999-12-31&to=9999-12-31']) {
      const response = await get(`/api/admin/reports?${query}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await get('/api/admin/reports?from=0000-01-01&to=0000-01-01')).statusCode).toBe(422);
  });
});

describe('the bonus campaigns', () => {
  it("counts each campaign's bonuses by state and the money granted, for admins only", async () => {
    const grant = async (player: TestPlayer, amount: number) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/players/${player.id}/bonuses`,
        headers: bearer(operator.token),
        payload: { amount, wagering_multiplier: 10, valid_days: 7, reason: 'report test' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number };
    };
    const usd = await registerPlayer(app);
    const eur = await registerPlayer(app, { currency: 'EUR' });
    const cancelled = await grant(usd, 1_500);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/admin/bonuses/${cancelled.id}/cancel`,
      headers: bearer(operator.token),
      payload: { reason: 'report test' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const other = await registerPlayer(app);
    await grant(other, 2_000);
    await grant(eur, 700);

    const response = await get('/api/admin/bonus-campaigns');
    expect(response.statusCode, response.body).toBe(200);
    const campaigns = response.json() as BonusCampaignFigures[];
    expect(campaigns.find((campaign) => campaign.bonus_key === 'OPERATOR_BONUS_CASH')).toEqual({
      bonus_key: 'OPERATOR_BONUS_CASH',
      deposit_index: null,
      waiting: 0,
      running: 2,
      completed: 0,
      ended: 1,
      free_spins_played: 0,
      money: [
        { currency: 'EUR', granted: 700, released: 0 },
        { currency: 'USD', granted: 3_500, released: 0 },
      ],
    });

    const player = await registerPlayer(app);
    expect((await get('/api/admin/bonus-campaigns', player.token)).statusCode).toBe(403);
    const support = await registerPlayer(app);
    await setRole(games.getTestApp().database.db, support.id, 'support');
    expect((await get('/api/admin/bonus-campaigns', support.token)).statusCode).toBe(403);
  });
});

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += character;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}
