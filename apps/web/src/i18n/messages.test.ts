import { AUTH_MESSAGES } from '@satsino/contract/auth';
import { ERROR_MESSAGES } from '@satsino/contract/errors';
import { VALIDATION_MESSAGES } from '@satsino/contract/validation';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { messageKeyOf } from './messages';
import { NOTICES } from './notices';

describe('messages', () => {
  it('has every contract and SPEC §8 text in en.json word for word', () => {
    const catalogues = { VALIDATION_MESSAGES, AUTH_MESSAGES, ERROR_MESSAGES, NOTICES };
    for (const [catalogue, texts] of Object.entries(catalogues)) {
      for (const [name, text] of Object.entries(texts)) {
        expect(messageKeyOf(text), `${catalogue}.${name}: "${text}"`).toBeDefined();
      }
    }
  });

  it('gives each English text one key', () => {
    const texts = Object.values(en.messages);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('leaves unknown texts without a key', () => {
    expect(messageKeyOf('The moon is made of cheese.')).toBeUndefined();
    expect(messageKeyOf(VALIDATION_MESSAGES.required)).toBe('messages.required');
  });
});
