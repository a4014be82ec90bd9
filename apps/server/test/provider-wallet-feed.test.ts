import { createHmac, randomUUID } from 'node:crypto';
import { type FeedEntry, HIGH_ROLLER_MIN_BET_MINOR } from '@satsino/contract/games';
import {
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_WALLET_CALLS,
  type ProviderResponse,
} from '@satsino/contract/provider';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from './helpers/accounts.js';
import { useGamesTestApp } from './helpers/games.js';

/*
 * Third-party rounds in the lobby's live feeds (issue 15, DESIGN §5): a provider round settled
 * through the seamless wallet is listed in "All bets", "High rollers" and "My bets" like a round
 * of ours — its catalogue game, the player masked for others, the sum of its live bets and of its
 * wins — while open and rolled-back rounds are not, and its id never collides with ours.
 */
const games = useGamesTestApp();
const app = () => games.app();
const pool = () => games.getTestApp().database.pool;

const PROVIDER = { code: 'feed-studio', secret: 'feed-studio-shared-secret' };
const GAME_CODE = 'fruit-party';
const GAME_SLUG = `${PROVIDER.code}-${GAME_CODE}`;
const GAME_NAME = 'Fruit Party Deluxe';

let integrationId: number;

beforeAll(async () => {
  const { rows } = await pool().query<{ id: number }>(
    `INSERT INTO provider_integrations (code, name, signing, secret, launch_url, enabled)
     VALUES ($1, $1, 'hmac-sha256', $2, 'http://127.0.0.1:9/launch', true)
     RETURNING id::int AS id`,
    [PROVIDER.code, PROVIDER.secret],
  );
  integrationId = rows[0]?.id as number;
  // The game as an import files it (ADR 0017): slug `<integration>-<game code>`, English name.
  await pool().query(
    `WITH game AS (
       INSERT INTO catalogue_games (slug, provider_id, category_id, engine, variant, position,
         rtp_bps, image_key, integration_id, external_code)
       SELECT $1, (SELECT min(id) FROM catalogue_providers),
         (SELECT min(id) FROM catalogue_categories), 'provider', $2, 1, 9650, 'fruit', $3, $4
       RETURNING id)
     INSERT INTO catalogue_game_translations (game_id, locale, name)
     SELECT id, 'en', $5 FROM game`,
    [GAME_SLUG, PROVIDER.code, integrationId, GAME_CODE, GAME_NAME],
  );
});

interface Launched {
  token: string;
  user: string;
}

/** A launch token as the game launch writes it, valid for a day. */
async function launch(player: TestPlayer): Promise<Launched> {
  const token = `tok-${randomUUID()}`;
  await pool().query(
    `INSERT INTO provider_launch_tokens (token, integration_id, user_id, game_code, currency,
       expires_at)
     VALUES ($1, $2, $3, $4, 'USD', now() + interval '1 day')`,
    [token, integrationId, player.id, GAME_CODE],
  );
  return { token, user: String(player.id) };
}

/** A signed wallet call, as the provider makes it; every call here must be accepted. */
async function call(name: 'bet' | 'win' | 'rollback', body: object) {
  const text = JSON.stringify(body);
  const response = await app().inject({
    method: 'POST',
    url: `/api/provider/${PROVIDER.code}/${PROVIDER_WALLET_CALLS[name]}`,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_SIGNATURE_HEADER]: createHmac('sha256', PROVIDER.secret)
        .update(text)
        .digest('base64'),
    },
    payload: text,
  });
  const answer = response.json() as ProviderResponse;
  expect(answer.status, `${name}: ${response.body}`).toBe('RS_OK');
}

const base = (launched: Launched) => ({
  request_uuid: randomUUID(),
  token: launched.token,
  user: launched.user,
  game_code: GAME_CODE,
});

/** A bet in `round` (a new one unless given); answers what a win or rollback refers to. */
async function bet(launched: Launched, amount: number, round: string = randomUUID()) {
  const body = {
    ...base(launched),
    transaction_uuid: randomUUID(),
    round,
    currency: 'USD',
    amount,
  };
  await call('bet', body);
  return { transaction_uuid: body.transaction_uuid, round };
}

async function win(
  launched: Launched,
  paid: { transaction_uuid: string; round: string },
  amount: number,
  roundClosed: boolean,
) {
  await call('win', {
    ...base(launched),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: paid.transaction_uuid,
    round: paid.round,
    currency: 'USD',
    amount,
    round_closed: roundClosed,
  });
}

async function rollback(launched: Launched, undone: { transaction_uuid: string; round: string }) {
  await call('rollback', {
    ...base(launched),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: undone.transaction_uuid,
    round: undone.round,
  });
}

type Feeds = { all: FeedEntry[]; high: FeedEntry[]; user: FeedEntry[] };

async function liveFeed(viewer?: TestPlayer): Promise<Feeds> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/livefeed',
    headers: viewer ? { authorization: `Bearer ${viewer.token}` } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { feeds: Feeds }).feeds;
}

/** The feed's entries of a player, told apart by their bets (each test stakes its own). */
const withBet = (entries: FeedEntry[], amount: number) =>
  entries.filter((entry) => entry.bet === amount);

describe('provider rounds in the live feed', () => {
  it('lists a closed round in all bets, high rollers and my bets, masked for others', async () => {
    const player = await games.fundedPlayer();
    const launched = await launch(player);
    const stake = HIGH_ROLLER_MIN_BET_MINOR + 1_111;
    const placed = await bet(launched, stake);
    await win(launched, placed, stake * 2, true);

    const guest = await liveFeed();
    const expected = {
      game: { game_id: GAME_SLUG, name: GAME_NAME },
      user: `${player.name.slice(0, 2)}***`,
      currency: 'USD',
      bet: stake,
      payout: stake * 2,
      multiplier: 2,
    };
    expect(withBet(guest.all, stake)).toEqual([expect.objectContaining(expected)]);
    expect(withBet(guest.high, stake)).toEqual([expect.objectContaining(expected)]);
    expect(guest.user).toEqual([]);
    const entry = withBet(guest.all, stake)[0] as FeedEntry;
    expect(entry.id).toBeLessThan(0);

    // The time is the settling win's, as the wallet recorded it.
    const { rows } = await pool().query<{ id: number; created_at: Date }>(
      `SELECT id::int, created_at FROM provider_transactions
       WHERE integration_id = $1 AND round = $2 AND kind = 'win'`,
      [integrationId, placed.round],
    );
    expect(entry.id).toBe(-(rows[0]?.id as number));
    expect(entry.time).toBe(rows[0]?.created_at.toISOString());

    const own = await liveFeed(player);
    expect(own.user).toEqual([{ ...entry, user: player.name }]);
    expect(withBet(own.all, stake)).toEqual([{ ...entry, user: player.name }]);
    // Another player sees it masked and not among their own.
    const other = await games.fundedPlayer();
    const theirs = await liveFeed(other);
    expect(withBet(theirs.all, stake)).toEqual([entry]);
    expect(withBet(theirs.user, stake)).toEqual([]);
  });

  it('keeps a small round out of high rollers, and sums bets and wins of a round', async () => {
    const player = await games.fundedPlayer();
    const launched = await launch(player);
    const round = randomUUID();
    const first = await bet(launched, 1_201, round);
    const second = await bet(launched, 1_202, round);
    // A rolled-back bet of the round is not part of its stake.
    const undone = await bet(launched, 1_203, round);
    await rollback(launched, undone);
    await win(launched, first, 500, false);
    await win(launched, second, 0, true);

    const { user, high } = await liveFeed(player);
    expect(user).toEqual([
      expect.objectContaining({ bet: 2_403, payout: 500, multiplier: 500 / 2_403 }),
    ]);
    expect(withBet(high, 2_403)).toEqual([]);
  });

  it('leaves out open and rolled-back rounds', async () => {
    const player = await games.fundedPlayer();
    const launched = await launch(player);
    // A bet without a win: the round is still being played.
    await bet(launched, 1_301);
    // A round with a paid bet, not closed, and a bet still waiting for its win.
    const round = randomUUID();
    const paid = await bet(launched, 1_302, round);
    await win(launched, paid, 2_000, false);
    await bet(launched, 1_303, round);
    // A round whose only bet was rolled back.
    await rollback(launched, await bet(launched, 1_304));
    // A round whose only bet was rolled back before it came: the bet is refused, nothing to show.
    const early = { transaction_uuid: randomUUID(), round: randomUUID() };
    await rollback(launched, early);

    const feeds = await liveFeed(player);
    expect(feeds.user).toEqual([]);
    for (const amount of [1_301, 1_302, 1_303, 1_304, 2_605]) {
      expect(withBet(feeds.all, amount)).toEqual([]);
    }
  });

  it('lists a round not closed once every bet of it is paid, and again after its next win', async () => {
    const player = await games.fundedPlayer();
    const launched = await launch(player);
    const round = randomUUID();
    const placed = await bet(launched, 1_401, round);
    await win(launched, placed, 1_000, false);
    const once = (await liveFeed(player)).user;
    expect(once).toEqual([expect.objectContaining({ bet: 1_401, payout: 1_000 })]);

    // A second win of the same bet (a bonus feature paid later) settles it again, summed, under
    // a new id; the round is listed once.
    await win(launched, placed, 250, true);
    const again = (await liveFeed(player)).user;
    expect(again).toEqual([expect.objectContaining({ bet: 1_401, payout: 1_250 })]);
    expect(again[0]?.id).not.toBe(once[0]?.id);
  });

  it('keeps ids unique beside our own rounds, newest first across both kinds', async () => {
    const player = await games.fundedPlayer();
    const { session } = await games.openSession('dice', player);
    const played = await games.play(session, {
      bet: 1_501,
      params: { engine: 'dice', target: 50, condition: 'over' },
    });
    expect(played.statusCode, played.body).toBe(200);
    const launched = await launch(player);
    const placed = await bet(launched, 1_502);
    await win(launched, placed, 0, true);

    const feeds = await liveFeed(player);
    expect(feeds.user.map((entry) => entry.bet)).toEqual([1_502, 1_501]);
    expect(feeds.user.map((entry) => entry.game.game_id)).toEqual([GAME_SLUG, 'dice']);
    for (const list of [feeds.all, feeds.high, feeds.user]) {
      const ids = list.map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    // Both kinds are listed in all bets, and their ids differ in sign.
    const inHouse = withBet(feeds.all, 1_501)[0] as FeedEntry;
    const provider = withBet(feeds.all, 1_502)[0] as FeedEntry;
    expect(inHouse.id).toBeGreaterThan(0);
    expect(provider.id).toBeLessThan(0);
    const times = feeds.all.map((entry) => Date.parse(entry.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
