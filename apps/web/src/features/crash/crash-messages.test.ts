import { BONUS_MESSAGES } from '@satsino/contract/bonuses';
import { CRASH_MESSAGES } from '@satsino/contract/crash';
import { describe, expect, it } from 'vitest';
import { flattenMessages } from '../../i18n/locale-messages';
import { CRASH_SERVER_MESSAGES, crashMessageOf } from './crash-texts';
import en from './locales/en.json';

describe('crash server messages', () => {
  it('has an English text for every message the contract lists', () => {
    const english = flattenMessages(en);
    for (const name of Object.keys(CRASH_SERVER_MESSAGES)) {
      expect(english.get(`messages.${name}`), name).toBeDefined();
    }
  });

  it('reads every fixed message as its English text', () => {
    const english = flattenMessages(en);
    for (const [name, text] of Object.entries(CRASH_SERVER_MESSAGES)) {
      if (name === 'minBet' || name === 'maxBet') continue;
      expect(crashMessageOf(text), name).toEqual({ name });
      expect(english.get(`messages.${name}`), name).toBe(text);
    }
  });

  it('finds an exact message, including the bonus limit', () => {
    expect(crashMessageOf(CRASH_MESSAGES.tooLate)).toEqual({ name: 'tooLate' });
    expect(crashMessageOf(CRASH_MESSAGES.insufficientFunds)).toEqual({
      name: 'insufficientFunds',
    });
    expect(crashMessageOf(BONUS_MESSAGES.maxBetWhileWagering)).toEqual({
      name: 'maxBetWhileWagering',
    });
  });

  it('finds the bet limits by their start and keeps the amount after it', () => {
    expect(crashMessageOf('Min bet is 0.10 USD')).toEqual({
      name: 'minBet',
      params: { amount: '0.10 USD' },
    });
    expect(crashMessageOf('Max bet is  1000.00 EUR ')).toEqual({
      name: 'maxBet',
      params: { amount: '1000.00 EUR' },
    });
    expect(en.messages.minBet.replace('{{amount}}', '0.10 USD')).toBe('Min bet is 0.10 USD');
    expect(en.messages.maxBet.replace('{{amount}}', '1000.00 USD')).toBe('Max bet is 1000.00 USD');
  });

  it('answers undefined for any other text', () => {
    expect(crashMessageOf('Something else went wrong.')).toBeUndefined();
    expect(crashMessageOf('')).toBeUndefined();
    expect(crashMessageOf(CRASH_MESSAGES.minBet)).toBeUndefined();
    expect(crashMessageOf(`${CRASH_MESSAGES.tooLate} `)).toBeUndefined();
  });
});
