import { LOCALES } from '@satsino/contract/locales';
import { NOTIFICATION_TEXT_MAX_LENGTH } from '@satsino/contract/notifications';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requireNotificationText } from '../notifications/notifier.js';
import { formatCoinAmount } from '../payments/coin-amounts.js';
import { amountText, coinsText, MONEY_NOTICES, shortTxid } from './money-notices.js';

/** The longest reason an operator can give (the contract's withdrawalRejectRequest). */
const REASON_MAX_LENGTH = 500;

describe('the money notices', () => {
  it('exist in every locale and say every amount, transaction and reason they are given', () => {
    const amount = fc.bigInt({ min: 1n, max: 10n ** 15n }).map((minor) => amountText(minor, 'USD'));
    const coins = fc
      .bigInt({ min: 1n, max: 10n ** 12n })
      .map((sats) => coinsText(formatCoinAmount(sats, 8), 'BTC'));
    const txid = fc.stringMatching(/^[0-9a-f]{64}$/).map(shortTxid);
    const reason = fc.string({ minLength: 1, maxLength: REASON_MAX_LENGTH }).filter((text) => {
      // The route trims a reason: one that is blank is refused before it gets here.
      return text.trim() === text && text.length > 0;
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        amount,
        coins,
        txid,
        reason,
        (locale, shownAmount, shownCoins, shownTxid, shownReason) => {
          const notices = MONEY_NOTICES[locale];
          const texts = [
            notices.depositCredited(shownCoins, shownAmount),
            notices.withdrawalApproved(shownAmount),
            notices.withdrawalSent(shownAmount, shownCoins, shownTxid),
            notices.withdrawalConfirmed(shownAmount),
            notices.withdrawalRejected(shownAmount),
            notices.withdrawalRejectedBecause(shownAmount, shownReason),
          ];
          // What the notifier would refuse (empty, too long) would lose the notice.
          for (const text of texts) expect(requireNotificationText(text)).toBe(text);
          for (const text of texts)
            expect(text.length).toBeLessThanOrEqual(NOTIFICATION_TEXT_MAX_LENGTH);
          for (const text of texts) expect(text).toContain(shownAmount);
          expect(texts[0]).toContain(shownCoins);
          expect(texts[2]).toContain(shownCoins);
          expect(texts[2]).toContain(shownTxid);
          expect(texts[5]).toContain(shownReason);
        },
      ),
    );
  });

  it('are real translations: no locale but English reads as English', () => {
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      const notices = MONEY_NOTICES[locale];
      const english = MONEY_NOTICES.en;
      expect(notices.depositCredited('1 BTC', '1.00 USD')).not.toBe(
        english.depositCredited('1 BTC', '1.00 USD'),
      );
      expect(notices.withdrawalApproved('1.00 USD')).not.toBe(
        english.withdrawalApproved('1.00 USD'),
      );
      expect(notices.withdrawalSent('1.00 USD', '1 BTC', 'ab')).not.toBe(
        english.withdrawalSent('1.00 USD', '1 BTC', 'ab'),
      );
      expect(notices.withdrawalConfirmed('1.00 USD')).not.toBe(
        english.withdrawalConfirmed('1.00 USD'),
      );
      expect(notices.withdrawalRejected('1.00 USD')).not.toBe(
        english.withdrawalRejected('1.00 USD'),
      );
    }
  });
});

describe('shortTxid', () => {
  it('keeps the first and last eight characters of a long id', () => {
    expect(shortTxid(`3f2a9c1b${'0'.repeat(48)}7d04e8aa`)).toBe('3f2a9c1b…7d04e8aa');
  });

  it('leaves an id that is already short as it is', () => {
    expect(shortTxid('abc123')).toBe('abc123');
    expect(shortTxid('a'.repeat(17))).toBe('a'.repeat(17));
  });
});

describe('coinsText', () => {
  it.each([
    ['0.001', 'BTC', '0.00100000 BTC'],
    ['1', 'BTC', '1.00000000 BTC'],
    ['0.00205253', 'BTC', '0.00205253 BTC'],
    // Millisatoshis of a Lightning payment: more than BTC's decimals, shown as they are.
    ['0.00001000001', 'BTC', '0.00001000001 BTC'],
    ['12.5', 'USDT', '12.500000 USDT'],
  ])('shows %s %s as %s', (amount, coin, shown) => {
    expect(coinsText(amount, coin)).toBe(shown);
  });
});
