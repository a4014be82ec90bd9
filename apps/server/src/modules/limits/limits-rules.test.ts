import { describe, expect, it } from 'vitest';
import type { LimitRow, RulesRow } from './limits.repo.js';
import { activeBreak, changeLimit, limitInForce, periodBounds, takeBreak } from './limits-rules.js';

const at = (iso: string) => new Date(iso);
const HOUR_MS = 3_600_000;

const limit = (row: Partial<LimitRow>): LimitRow => ({
  kind: 'loss',
  period: 'day',
  amount_minor: 1_000n,
  pending_amount_minor: null,
  pending_at: null,
  ...row,
});

const noRules: RulesRow = {
  cool_off_until: null,
  excluded_until: null,
  excluded_permanently: false,
  reminder_minutes: null,
};

describe('periodBounds', () => {
  const now = at('2026-11-27T15:30:00Z'); // a Friday
  it('days start at midnight UTC, weeks on Monday, months on the first', () => {
    expect(periodBounds('day', now)).toEqual({
      start: at('2026-11-27T00:00:00Z'),
      end: at('2026-11-28T00:00:00Z'),
    });
    expect(periodBounds('week', now)).toEqual({
      start: at('2026-11-23T00:00:00Z'),
      end: at('2026-11-30T00:00:00Z'),
    });
    expect(periodBounds('month', now)).toEqual({
      start: at('2026-11-01T00:00:00Z'),
      end: at('2026-12-01T00:00:00Z'),
    });
  });

  it('a Sunday belongs to the week that began the Monday before; December ends in January', () => {
    expect(periodBounds('week', at('2026-11-29T23:59:59Z')).start).toEqual(
      at('2026-11-23T00:00:00Z'),
    );
    expect(periodBounds('month', at('2026-12-31T23:00:00Z')).end).toEqual(
      at('2027-01-01T00:00:00Z'),
    );
  });
});

describe('changeLimit', () => {
  const now = at('2026-11-27T12:00:00Z');
  const tomorrow = new Date(now.getTime() + 24 * HOUR_MS);

  it('a first limit and a lower one apply at once, dropping a waiting raise', () => {
    expect(changeLimit(undefined, 500n, now)).toEqual({
      amount_minor: 500n,
      pending_amount_minor: null,
      pending_at: null,
    });
    const waiting = limit({ pending_amount_minor: 5_000n, pending_at: tomorrow });
    expect(changeLimit(waiting, 800n, now)).toEqual({
      amount_minor: 800n,
      pending_amount_minor: null,
      pending_at: null,
    });
  });

  it('a raise and a removal wait 24 hours; asking again does not restart the wait', () => {
    expect(changeLimit(limit({}), 2_000n, now)).toEqual({
      amount_minor: 1_000n,
      pending_amount_minor: 2_000n,
      pending_at: tomorrow,
    });
    expect(changeLimit(limit({}), null, now)).toEqual({
      amount_minor: 1_000n,
      pending_amount_minor: null,
      pending_at: tomorrow,
    });
    const waiting = limit({ pending_amount_minor: 2_000n, pending_at: tomorrow });
    const later = new Date(now.getTime() + 5 * HOUR_MS);
    expect(changeLimit(waiting, 2_000n, later)?.pending_at).toEqual(tomorrow);
  });

  it('a change whose time has come is in force; removing what is not there leaves nothing', () => {
    const due = limit({ pending_amount_minor: 2_000n, pending_at: now });
    expect(limitInForce(due, now)).toBe(2_000n);
    expect(limitInForce(limit({ pending_at: now }), now)).toBeNull();
    expect(changeLimit(undefined, null, now)).toBeNull();
  });
});

describe('breaks', () => {
  const now = at('2026-08-31T10:00:00Z');

  it('only ever lengthen, and a self-exclusion comes before a cool-off', () => {
    const week = takeBreak(noRules, { type: 'cool_off', duration: '7d' }, now);
    expect(week.cool_off_until).toEqual(at('2026-09-07T10:00:00Z'));
    expect(takeBreak(week, { type: 'cool_off', duration: '24h' }, now)).toEqual(week);
    expect(activeBreak(week, now)).toEqual({ type: 'cool_off', endsAt: week.cool_off_until });
    const excluded = takeBreak(week, { type: 'self_exclusion', duration: '6m' }, now);
    // Six months after the 31st of August is the last day of February.
    expect(excluded.excluded_until).toEqual(at('2027-02-28T10:00:00Z'));
    expect(activeBreak(excluded, now)?.type).toBe('self_exclusion');
    const forever = takeBreak(excluded, { type: 'self_exclusion', duration: 'permanent' }, now);
    expect(activeBreak(forever, at('2099-01-01T00:00:00Z'))).toEqual({
      type: 'self_exclusion',
      endsAt: null,
    });
  });

  it('end when their time is up', () => {
    const day = takeBreak(noRules, { type: 'cool_off', duration: '24h' }, now);
    expect(activeBreak(day, at('2026-09-01T10:00:00Z'))).toBeNull();
  });
});
