import {
  type AccountBonus,
  type AdminBonus,
  BONUS_KEYS,
  type BonusKey,
  daysLeft,
} from '@satsino/contract/bonuses';
import { type Currency, toApiMinorUnits } from '@satsino/contract/money';
import { messageFor } from './bonus-messages.js';
import type { BonusRow } from './bonuses.repo.js';

const money = (value: bigint | null) => (value === null ? null : toApiMinorUnits(value));

function bonusKeyOf(value: string): BonusKey {
  if (!(BONUS_KEYS as readonly string[]).includes(value)) {
    throw new Error(`unknown bonus key ${value}`);
  }
  return value as BonusKey;
}

/** The bonus's free spins: none left once they expired or the bonus ended. */
function presentFreeSpins(row: BonusRow, now: Date): AccountBonus['free_spins'] {
  if (row.fsTotal <= 0 || row.fsStakeMinor === null) return null;
  const over =
    row.finished === 1 ||
    (row.fsExpiresAt !== null && row.fsExpiresAt <= now) ||
    row.expiresAt <= now;
  return {
    total: row.fsTotal,
    used: row.fsUsed,
    left: over ? 0 : row.fsTotal - row.fsUsed,
    stake: toApiMinorUnits(row.fsStakeMinor),
    won: toApiMinorUnits(row.fsWonMinor),
    wagering_multiplier: row.fsWageringMultiplier,
    valid_days: row.fsValidDays,
    expires_at: row.fsExpiresAt?.toISOString() ?? null,
  };
}

/** SPEC §3 Account bonus, with the message in the player's language and days_left computed. */
export function presentBonus(row: BonusRow, locale: string, now: Date): AccountBonus {
  return {
    id: row.id,
    active: row.active,
    finished: row.finished,
    state: row.state,
    bonus_key: bonusKeyOf(row.bonusKey),
    bonus_message: messageFor(row.messages, locale),
    lang: row.messages,
    fs_games: row.fsGames,
    free_spins: presentFreeSpins(row, now),
    expireDateTime: row.expiresAt.toISOString(),
    days_left: row.finished === 1 ? 0 : daysLeft(row.expiresAt, now),
    currency: row.currency as Currency,
    deposit_index: row.depositIndex,
    percent: row.percent,
    max_bonus: money(row.maxBonusMinor),
    amount: money(row.amountMinor),
    wagering_multiplier: row.wageringMultiplier,
    wagering_required: money(row.wageringRequiredMinor),
    wagering_progress: toApiMinorUnits(row.wageringProgressMinor),
    settled_amount: money(row.settledMinor),
    created_at: row.createdAt.toISOString(),
    claimed_at: row.claimedAt?.toISOString() ?? null,
    granted_at: row.grantedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export function presentAdminBonus(row: BonusRow, now: Date): AdminBonus {
  return {
    ...presentBonus(row, 'en', now),
    user_id: row.userId,
    granted_by: row.grantedByName,
    end_reason: row.endReason,
  };
}
