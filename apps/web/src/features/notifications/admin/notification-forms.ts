import {
  adminNotificationBroadcast,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEXT_MAX_LENGTH,
} from '@satsino/contract/notifications';
import type { FieldMessages } from '../../../ui/form/field-errors';
import { fieldMessagesOf } from '../../../ui/form/field-errors';

/** What the operator typed in the form to one player. */
export interface SendValues extends Record<string, string> {
  user_id: string;
  text: string;
}

export interface BroadcastValues extends Record<string, string> {
  text: string;
}

export const EMPTY_SEND: SendValues = { user_id: '', text: '' };
export const EMPTY_BROADCAST: BroadcastValues = { text: '' };

/** The client's own message for a player number that is no number at all. */
export const PLAYER_INVALID = "Enter the player's number.";

/** A player number as typed: digits only, at least 1, and one the contract accepts. */
export function playerIdOf(typed: string): number | undefined {
  const trimmed = typed.trim();
  if (!/^\d{1,16}$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The English messages of the wrong fields, like the contract's schema (the text trimmed,
 * required, at most NOTIFICATION_TEXT_MAX_LENGTH characters); `{}` when the form may be sent.
 */
export function validateText(values: { text: string }): FieldMessages {
  return fieldMessagesOf(adminNotificationBroadcast.safeParse({ text: values.text }));
}

export function validateSend(values: SendValues): FieldMessages {
  const messages = validateText(values);
  if (values.user_id.trim() === '') {
    messages.user_id = NOTIFICATION_MESSAGES.textRequired;
  } else if (playerIdOf(values.user_id) === undefined) {
    messages.user_id = PLAYER_INVALID;
  }
  return messages;
}

/** "12 / 2000": how much of the allowed length the message uses. */
export function characterCount(text: string): string {
  return `${text.length} / ${NOTIFICATION_TEXT_MAX_LENGTH}`;
}
