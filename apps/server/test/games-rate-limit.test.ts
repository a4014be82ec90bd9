import { RATE_LIMITS } from '@satsino/contract/limits';
import { describe, expect, it } from 'vitest';
import { useGamesTestApp } from './helpers/games.js';

/*
 * Game rounds have a limit of their own, sized for autoplay (issue 12): they used to share the
 * cashier's 60 a minute, so a player could not autobet dice faster than one round a second.
 */
const games = useGamesTestApp();

async function realDiceSession() {
  const player = await games.fundedPlayer();
  return (await games.openSession('dice', player)).session;
}

const roll = (session: string, key: string) =>
  games.play(session, {
    bet: 10,
    params: { engine: 'dice', target: 50.5, condition: 'over' },
    idempotency_key: key,
  });

describe('the game round limit', () => {
  it('lets autoplay run well past the cashier limit of a minute', async () => {
    const session = await realDiceSession();
    const rounds = RATE_LIMITS.moneyPerAccount.points + 10;
    for (let n = 0; n < rounds; n += 1) {
      const answer = await roll(session, `autoplay-${n}`);
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });

  it('is still a limit: a burst beyond it is refused with 429 and Retry-After', async () => {
    const session = await realDiceSession();
    const burst = RATE_LIMITS.gameRoundsPerAccount.points + 20;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, n) => roll(session, `burst-key-${n}`)),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers.every((answer) => [200, 429].includes(answer.statusCode))).toBe(true);
  });
});
