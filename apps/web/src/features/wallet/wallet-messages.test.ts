import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import { describe, expect, it } from 'vitest';
import { NOTICES } from '../../i18n/notices';
import { ApiError } from '../../lib/api-error';
import en from '../../locales/en.json';
import { walletFailureText, walletMessageOf } from './wallet-messages';

describe('walletMessageOf', () => {
  it('knows every contract message by its exact text', () => {
    for (const [name, text] of Object.entries(WALLET_MESSAGES)) {
      expect(walletMessageOf(text), name).toEqual({ name, rest: '' });
    }
  });

  it('keeps the value the server puts after a limit message', () => {
    expect(walletMessageOf('Min withdrawal request is 10.00 EUR')).toEqual({
      name: 'withdrawMinLimit',
      rest: ' 10.00 EUR',
    });
    expect(walletMessageOf('Withdrawal request exceeding your balance 500.00 USD')).toEqual({
      name: 'withdrawMaxLimit',
      rest: ' 500.00 USD',
    });
    expect(walletMessageOf('API error: 502')).toEqual({
      name: 'conversionApiError',
      rest: ' 502',
    });
  });

  it('does not take a longer word for a message', () => {
    expect(walletMessageOf('Min tip isolated')).toBeUndefined();
    expect(walletMessageOf('Something else entirely')).toBeUndefined();
  });

  it('has an English text in en.json for every message, word for word', () => {
    expect(en.wallet.serverMessages).toEqual(WALLET_MESSAGES);
  });
});

describe('walletFailureText', () => {
  it("shows the server's message, else a generic one", () => {
    expect(
      walletFailureText(new ApiError(409, WALLET_MESSAGES.withdrawPending, { hasMessage: true })),
    ).toBe(WALLET_MESSAGES.withdrawPending);
    expect(walletFailureText(new ApiError(500, 'Something went wrong'))).toBe(
      NOTICES.unexpectedError,
    );
    expect(walletFailureText(new TypeError('Failed to fetch'))).toBe(NOTICES.unexpectedError);
  });
});
