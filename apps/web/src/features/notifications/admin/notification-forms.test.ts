import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEXT_MAX_LENGTH,
} from '@satsino/contract/notifications';
import { describe, expect, it } from 'vitest';
import { sentNotificationsOf } from '../api/notifications-admin-api';
import {
  characterCount,
  PLAYER_INVALID,
  playerIdOf,
  validateSend,
  validateText,
} from './notification-forms';

describe('the operator notification forms', () => {
  it('reads a player number of digits only', () => {
    expect(playerIdOf(' 42 ')).toBe(42);
    expect(playerIdOf('0')).toBeUndefined();
    expect(playerIdOf('4.2')).toBeUndefined();
    expect(playerIdOf('-3')).toBeUndefined();
    expect(playerIdOf('abc')).toBeUndefined();
    expect(playerIdOf('99999999999999999')).toBeUndefined();
  });

  it('checks the text like the contract: required, trimmed, at most the limit', () => {
    expect(validateText({ text: 'Hello' })).toEqual({});
    expect(validateText({ text: '   ' })).toEqual({ text: NOTIFICATION_MESSAGES.textRequired });
    expect(validateText({ text: 'x'.repeat(NOTIFICATION_TEXT_MAX_LENGTH + 1) })).toEqual({
      text: NOTIFICATION_MESSAGES.textTooLong,
    });
  });

  it('asks for a player number before sending to one player', () => {
    expect(validateSend({ user_id: '', text: 'Hi' })).toEqual({
      user_id: NOTIFICATION_MESSAGES.textRequired,
    });
    expect(validateSend({ user_id: 'bob', text: '' })).toEqual({
      user_id: PLAYER_INVALID,
      text: NOTIFICATION_MESSAGES.textRequired,
    });
    expect(validateSend({ user_id: '7', text: 'Hi' })).toEqual({});
  });

  it('counts the characters against the limit', () => {
    expect(characterCount('abc')).toBe(`3 / ${NOTIFICATION_TEXT_MAX_LENGTH}`);
  });
});

describe('sentNotificationsOf', () => {
  const action = (id: number, name: string, target: string, details: Record<string, unknown>) => ({
    id,
    actor: 'admin_1',
    action: name,
    target,
    details,
    created_at: '2026-03-05T14:07:00.000Z',
  });

  it('keeps the notification actions of the operator log, in its order', () => {
    expect(
      sentNotificationsOf([
        action(3, 'notification.broadcast', 'players#all', { text: 'Maintenance tonight' }),
        action(2, 'withdrawal.approve', 'withdrawal#9', {}),
        action(1, 'notification.send', 'user#42', { notification_id: 5, text: 'Hello' }),
      ]),
    ).toEqual([
      {
        id: 3,
        actor: 'admin_1',
        userId: undefined,
        text: 'Maintenance tonight',
        createdAt: '2026-03-05T14:07:00.000Z',
      },
      {
        id: 1,
        actor: 'admin_1',
        userId: 42,
        text: 'Hello',
        createdAt: '2026-03-05T14:07:00.000Z',
      },
    ]);
  });

  it('lists at most ten', () => {
    const many = Array.from({ length: 15 }, (_, index) =>
      action(index + 1, 'notification.send', 'user#1', { text: `n${index}` }),
    );
    expect(sentNotificationsOf(many)).toHaveLength(10);
  });
});
