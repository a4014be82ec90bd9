import type { AccountBonus } from '@satsino/contract/bonuses';
import { describe, expect, it } from 'vitest';
import {
  bonusMessage,
  depositBonusChoices,
  groupBonuses,
  runningBonus,
  wageringPercent,
} from './bonus-view';

const NOW = new Date('2026-03-01T12:00:00Z');

function bonus(overrides: Partial<AccountBonus>): AccountBonus {
  return {
    id: 1,
    active: 0,
    finished: 0,
    state: 'available',
    bonus_key: 'DEPOSIT_BONUS_CASH',
    bonus_message: 'English message',
    lang: [
      { key: 'deposit_bonus_0', lang: 'en', message: 'English message' },
      { key: 'deposit_bonus_0', lang: 'de', message: 'Deutsche Nachricht' },
    ],
    fs_games: [],
    free_spins: null,
    expireDateTime: '2026-03-31T12:00:00.000Z',
    days_left: 30,
    currency: 'USD',
    deposit_index: 0,
    percent: 125,
    max_bonus: 50_000,
    amount: null,
    wagering_multiplier: 30,
    wagering_required: null,
    wagering_progress: 0,
    settled_amount: null,
    created_at: '2026-03-01T12:00:00.000Z',
    claimed_at: null,
    granted_at: null,
    finished_at: null,
    ...overrides,
  };
}

describe('groupBonuses', () => {
  it('puts offers, active and finished bonuses in their lists', () => {
    const groups = groupBonuses([
      bonus({ id: 1 }),
      bonus({ id: 2, active: 1, state: 'running' }),
      bonus({ id: 3, active: 1, state: 'claimed' }),
      bonus({ id: 4, active: -1, finished: 1, state: 'declined' }),
      bonus({ id: 5, active: 1, finished: 1, state: 'completed' }),
    ]);
    expect(groups.available.map((item) => item.id)).toEqual([1]);
    expect(groups.active.map((item) => item.id)).toEqual([2, 3]);
    expect(groups.history.map((item) => item.id)).toEqual([4, 5]);
  });
});

describe('depositBonusChoices (SPEC §4)', () => {
  it('lists unclaimed deposit bonuses that have not expired, and the claimed one', () => {
    const choices = depositBonusChoices(
      [
        bonus({ id: 1 }),
        bonus({ id: 2, expireDateTime: '2026-03-01T11:59:59.000Z' }),
        bonus({ id: 3, bonus_key: 'OPERATOR_BONUS_CASH' }),
        bonus({ id: 4, active: 1, state: 'claimed' }),
        bonus({ id: 5, active: 1, state: 'running' }),
        bonus({ id: 6, active: -1, finished: 1, state: 'declined' }),
      ],
      NOW,
    );
    expect(choices.map((item) => item.id)).toEqual([1, 4]);
  });
});

describe('runningBonus', () => {
  it('finds the bonus being wagered', () => {
    expect(runningBonus([bonus({ id: 1 })])).toBeUndefined();
    expect(runningBonus([bonus({ id: 1 }), bonus({ id: 2, state: 'running' })])?.id).toBe(2);
  });
});

describe('wageringPercent', () => {
  it('is the share of the requirement wagered, capped at 100', () => {
    expect(wageringPercent(bonus({ wagering_required: 3_000, wagering_progress: 1_000 }))).toBe(33);
    expect(wageringPercent(bonus({ wagering_required: 3_000, wagering_progress: 9_000 }))).toBe(
      100,
    );
    expect(wageringPercent(bonus({ wagering_required: null }))).toBe(0);
    expect(wageringPercent(bonus({ wagering_required: 0, finished: 1 }))).toBe(100);
  });
});

describe('bonusMessage', () => {
  it('reads the lang list in the reader’s language, else the server’s message', () => {
    expect(bonusMessage(bonus({}), 'de')).toBe('Deutsche Nachricht');
    expect(bonusMessage(bonus({}), 'ja')).toBe('English message');
  });
});
