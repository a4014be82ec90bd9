import { GAME_SESSION_HEADER } from '@satsino/contract/games';
import { RATE_LIMITS } from '@satsino/contract/limits';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../src/db/seed/demo-catalogue.js';
import type { TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/*
 * Game rounds have a limit of their own, sized for autoplay (issue 12): they used to share the
 * cashier's 60 a minute, so a player could not autobet dice faster than one round a second.
 */
const getTestApp = useTestApp();
let app: FastifyInstance;
let operator: TestPlayer;

beforeAll(async () => {
  ({ app } = getTestApp());
  await seedDemoCatalogue(getTestApp().database.db);
  operator = await registerOperator(app, getTestApp().database.db);
});

async function realDiceSession() {
  const player = await registerVerifiedPlayer(app, getTestApp().database.db);
  await fundWithBitcoin(app, operator.token, player, '0.01');
  const launch = await postJson(app, '/api/games/gameURL', player.token, { game_id: 'dice' });
  const launchToken = (launch.json().urldata.url as string).split('#launch=')[1];
  const session = await postJson(app, '/api/games/sessions', undefined, {
    launch_token: launchToken,
  });
  expect(session.statusCode, session.body).toBe(201);
  return session.json().session as string;
}

const roll = (session: string, key: string) =>
  postJson(
    app,
    '/api/games/rounds',
    undefined,
    { bet: 10, params: { engine: 'dice', target: 50.5, condition: 'over' }, idempotency_key: key },
    { [GAME_SESSION_HEADER]: session },
  );

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
