import { GAMBLING_LIMIT_MAX_MINOR } from '@satsino/contract/responsible-gaming';

/**
 * An amount the player typed in their currency ("50", "12.5", "1 000,25") as minor units, or
 * undefined when it is not a whole number of cents above zero within the largest limit.
 */
export function parseLimitAmount(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return undefined;
  const [, whole = '', cents = ''] = match;
  const minor = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor) || minor <= 0 || minor > GAMBLING_LIMIT_MAX_MINOR) {
    return undefined;
  }
  return minor;
}

/** How much of a limit is used, as a percentage for a progress bar (0–100). */
export function usedPercent(usedMinor: number, limitMinor: number | null): number {
  if (limitMinor === null || limitMinor <= 0) return 0;
  return Math.min(100, Math.round((usedMinor / limitMinor) * 100));
}
