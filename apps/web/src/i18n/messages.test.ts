import { AUTH_MESSAGES } from '@satsino/contract/auth';
import { ERROR_TEXTS } from '@satsino/contract/errors';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { messageKeyOf } from './messages';
import { NOTICES } from './notices';

/** The server's success statuses: texts without a code, shown as they are translated here. */
const STATUSES = Object.values(AUTH_MESSAGES).filter(
  (text) => !(Object.values(ERROR_TEXTS) as string[]).includes(text),
);

describe('messages', () => {
  it('has every notice of SPEC §8 and every success status in en.json word for word', () => {
    for (const [name, text] of Object.entries(NOTICES)) {
      expect(messageKeyOf(text), `NOTICES.${name}: "${text}"`).toBeDefined();
    }
    for (const text of STATUSES) {
      expect(messageKeyOf(text), text).toBeDefined();
    }
  });

  it('leaves failures to their codes (errors.*), not to a copy under messages', () => {
    for (const text of Object.values(ERROR_TEXTS)) {
      expect(messageKeyOf(text), text).toBeUndefined();
    }
  });

  it('gives each English text one key', () => {
    const texts = Object.values(en.messages);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('leaves unknown texts without a key', () => {
    expect(messageKeyOf('The moon is made of cheese.')).toBeUndefined();
    expect(messageKeyOf(NOTICES.loginFailed)).toBe('messages.loginFailed');
  });
});
