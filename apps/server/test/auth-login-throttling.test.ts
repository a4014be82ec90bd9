import { RATE_LIMITS } from '@satsino/contract/limits';
import { describe, expect, it } from 'vitest';
import { freshIp, registerPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';

const PAIR_LIMIT = RATE_LIMITS.loginFailuresPerAccountAndIp.points;
const ACCOUNT_CEILING = RATE_LIMITS.loginFailuresPerAccount.points;

/*
 * Wrong passwords slow down whoever guesses (per account and address) without locking the owner
 * out, and a high ceiling per account bounds an attacker who rotates addresses (OWASP).
 */
describe('sign-in throttling per account and address', () => {
  const testApp = useTestApp();
  const attempt = (email: string, password: string, remoteAddress: string) =>
    testApp().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
    });

  /**
   * `count` wrong passwords for `email`, each address using its whole pair budget, the addresses
   * side by side as a botnet would. Every one must be an ordinary 422.
   */
  async function failFromManyAddresses(email: string, count: number) {
    const perAddress: number[] = [];
    for (let left = count; left > 0; left -= PAIR_LIMIT)
      perAddress.push(Math.min(left, PAIR_LIMIT));
    await Promise.all(
      perAddress.map(async (tries) => {
        const address = freshIp();
        for (let i = 0; i < tries; i++) {
          expect((await attempt(email, 'a wrong guess', address)).statusCode).toBe(422);
        }
      }),
    );
  }

  it('refuses the guessing address, but the owner signs in from theirs', async () => {
    const player = await registerPlayer(testApp().app);
    // More wrong passwords than the old per-account lock allowed (ten), from three addresses.
    const attackers = [freshIp(), freshIp(), freshIp()];
    for (const address of attackers) {
      for (let i = 0; i < PAIR_LIMIT; i++) {
        expect((await attempt(player.email, 'a wrong guess', address)).statusCode).toBe(422);
      }
    }
    for (const address of attackers) {
      // Refused even with the right password: this address has used up its guesses.
      const refused = await attempt(player.email, player.password, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many attempts. Please try again later.',
        code: 'too_many_attempts',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(
        RATE_LIMITS.loginFailuresPerAccountAndIp.durationSeconds,
      );
    }
    const owner = await attempt(player.email.toUpperCase(), player.password, freshIp());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  });

  it("starts an address's count again after a successful sign-in", async () => {
    const player = await registerPlayer(testApp().app);
    const address = freshIp();
    for (let i = 0; i < PAIR_LIMIT - 1; i++) {
      expect((await attempt(player.email, 'a typo', address)).statusCode).toBe(422);
    }
    expect((await attempt(player.email, player.password, address)).statusCode).toBe(200);
    // A whole new budget of failures, and only then the refusal.
    for (let i = 0; i < PAIR_LIMIT; i++) {
      expect((await attempt(player.email, 'a typo', address)).statusCode).toBe(422);
    }
    expect((await attempt(player.email, 'a typo', address)).statusCode).toBe(429);
  });

  it('stops everybody at the ceiling per account; the owner’s own sign-ins do not count', async () => {
    const player = await registerPlayer(testApp().app);
    await failFromManyAddresses(player.email, ACCOUNT_CEILING - 1);
    // Under the ceiling, the owner still gets in, and those successes spend none of it.
    for (let i = 0; i < 3; i++) {
      expect((await attempt(player.email, player.password, freshIp())).statusCode).toBe(200);
    }
    expect((await attempt(player.email, 'a wrong guess', freshIp())).statusCode).toBe(422);

    for (const password of [player.password, 'a wrong guess']) {
      const refused = await attempt(player.email, password, freshIp());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many attempts. Please try again later.',
        code: 'too_many_attempts',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.loginFailuresPerAccount.durationSeconds);
    }
    // Another account is untouched.
    const other = await registerPlayer(testApp().app);
    expect((await attempt(other.email, other.password, freshIp())).statusCode).toBe(200);
  });
});
