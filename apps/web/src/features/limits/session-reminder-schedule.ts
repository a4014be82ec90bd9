/**
 * The session reminder's schedule: a reminder every `minutes` since sign-in. Answers how many
 * reminders are due by `now` (0 before the first) and when the next one is.
 */
export function reminderSchedule(
  startedAt: Date,
  minutes: number,
  now: Date,
): { due: number; nextAt: Date } {
  const everyMs = minutes * 60_000;
  const elapsedMs = Math.max(0, now.getTime() - startedAt.getTime());
  const due = Math.floor(elapsedMs / everyMs);
  return { due, nextAt: new Date(startedAt.getTime() + (due + 1) * everyMs) };
}

/** Whole minutes since sign-in. */
export function minutesPlayed(startedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000));
}
