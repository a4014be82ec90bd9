import type { CrashEvent, CrashTableState } from '@satsino/contract/crash';
import { describe, expect, it } from 'vitest';
import { amountInputOf, parseAmountInput, parseMultiplierInput } from './crash-format';
import { applyCrashEvent, clockOffsetMs } from './crash-state';

const base: CrashTableState = {
  table: 'crash',
  name: 'Crash',
  server_time: '2026-01-01T00:00:00.000Z',
  betting_ms: 5000,
  growth_per_ms: 0.00006,
  rtp_bps: 9900,
  limits: {
    min_bet: 10,
    max_bet: 100000,
    min_auto_cashout_x100: 101,
    max_auto_cashout_x100: 1000000,
  },
  chain: null,
  seeding: 'ready',
  waiting_chain: null,
  round: {
    id: 7,
    position: 7,
    status: 'betting',
    betting_ends_at: '2026-01-01T00:00:05.000Z',
    started_at: null,
    crashed_at: null,
    crash_point_x100: null,
    hash: null,
    bets: [],
  },
  history: [],
};

/** The table just after round 7 crashed: the next betting event opens round 8. */
const crashed: CrashTableState = {
  ...base,
  round: base.round && {
    ...base.round,
    status: 'crashed',
    started_at: '2026-01-01T00:00:05.000Z',
    crashed_at: '2026-01-01T00:00:09.000Z',
    crash_point_x100: 150,
    hash: 'cd'.repeat(32),
  },
};

const bet = {
  id: 1,
  player: 'ann',
  amount: 100,
  currency: 'USD' as const,
  status: 'active' as const,
  cashout_x100: null,
  payout: null,
};

describe('applyCrashEvent', () => {
  it('follows a round from bets to start, cash-out and crash', () => {
    let state: CrashTableState | undefined = base;
    const events: CrashEvent[] = [
      { type: 'bet', table: 'crash', round_id: 7, bet },
      {
        type: 'bet',
        table: 'crash',
        round_id: 7,
        bet: { ...bet, id: 2, player: 'bob', amount: 300 },
      },
      {
        type: 'started',
        table: 'crash',
        round_id: 7,
        started_at: '2026-01-01T00:00:05.010Z',
        server_time: '2026-01-01T00:00:05.010Z',
      },
      {
        type: 'cashout',
        table: 'crash',
        round_id: 7,
        bet: { ...bet, status: 'cashed_out', cashout_x100: 150, payout: 150 },
      },
      {
        type: 'crashed',
        table: 'crash',
        round_id: 7,
        position: 7,
        crash_point_x100: 212,
        hash: 'ab'.repeat(32),
        crashed_at: '2026-01-01T00:00:17.000Z',
      },
    ];
    for (const event of events) state = state && applyCrashEvent(state, event);
    expect(state?.round).toMatchObject({
      status: 'crashed',
      crash_point_x100: 212,
      hash: 'ab'.repeat(32),
    });
    expect(state?.round?.bets.map((b) => [b.player, b.status])).toEqual([
      ['bob', 'lost'],
      ['ann', 'cashed_out'],
    ]);
    expect(state?.history[0]).toMatchObject({ id: 7, crash_point_x100: 212 });
  });

  it('opens the next round and asks for a reload when an event of an unknown round arrives', () => {
    const next = applyCrashEvent(crashed, {
      type: 'betting',
      table: 'crash',
      round_id: 8,
      position: 8,
      betting_ends_at: '2026-01-01T00:00:30.000Z',
      server_time: '2026-01-01T00:00:25.000Z',
    });
    expect(next?.round).toMatchObject({ id: 8, status: 'betting', bets: [] });
    // A new round while the shown one never crashed: its crash was missed, so read the table again.
    expect(
      applyCrashEvent(base, {
        type: 'betting',
        table: 'crash',
        round_id: 8,
        position: 8,
        betting_ends_at: '2026-01-01T00:00:30.000Z',
        server_time: '2026-01-01T00:00:25.000Z',
      }),
    ).toBeUndefined();
    expect(
      applyCrashEvent(base, {
        type: 'started',
        table: 'crash',
        round_id: 9,
        started_at: 'x',
        server_time: 'x',
      }),
    ).toBeUndefined();
    // Another table's event changes nothing.
    expect(applyCrashEvent(base, { type: 'bet', table: 'crashsw', round_id: 7, bet })).toBe(base);
  });

  it('reads the table again when a chain begins or a waiting table starts', () => {
    const opening = {
      type: 'betting',
      table: 'crash',
      round_id: 8,
      position: 1,
      betting_ends_at: '2026-01-01T00:00:30.000Z',
      server_time: '2026-01-01T00:00:25.000Z',
    } as const;
    // The first round of a new chain: the chain shown must change.
    expect(applyCrashEvent(base, opening)).toBeUndefined();
    // A table that was waiting for its salt: its state says so until read again.
    expect(
      applyCrashEvent({ ...base, seeding: 'waiting_for_salt' }, { ...opening, position: 5 }),
    ).toBeUndefined();
    expect(applyCrashEvent(crashed, { ...opening, position: 5 })?.round?.id).toBe(8);
  });
});

describe('inputs and clock', () => {
  it('reads amounts and multipliers without floats', () => {
    expect(parseAmountInput('0.29')).toBe(29);
    expect(parseAmountInput('1,5')).toBe(150);
    expect(parseAmountInput('abc')).toBeUndefined();
    expect(amountInputOf(150)).toBe('1.50');
    expect(amountInputOf(100)).toBe('1');
    expect(parseMultiplierInput('2')).toBe(200);
    expect(parseMultiplierInput('1,01')).toBe(101);
    expect(parseMultiplierInput('2.555')).toBeUndefined();
  });

  it('measures the server clock offset', () => {
    expect(clockOffsetMs('2026-01-01T00:00:01.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(
      1000,
    );
    expect(clockOffsetMs('nonsense', 5)).toBe(0);
  });
});
