import { describe, expect, it } from 'vitest';
import { minutesPlayed, reminderSchedule } from './session-reminder-schedule';

const start = new Date('2026-11-27T10:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('reminderSchedule', () => {
  it('counts the reminders due and names the next one', () => {
    expect(reminderSchedule(start, 30, at(10))).toEqual({ due: 0, nextAt: at(30) });
    expect(reminderSchedule(start, 30, at(30))).toEqual({ due: 1, nextAt: at(60) });
    expect(reminderSchedule(start, 30, at(95))).toEqual({ due: 3, nextAt: at(120) });
  });

  it('treats a clock before the sign-in as the sign-in itself', () => {
    expect(reminderSchedule(start, 15, at(-5))).toEqual({ due: 0, nextAt: at(15) });
    expect(minutesPlayed(start, at(-5))).toBe(0);
    expect(minutesPlayed(start, at(61.5))).toBe(61);
  });
});
