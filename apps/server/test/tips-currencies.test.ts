import { randomUUID } from 'node:crypto';
import {
  TIP_MIN_MINOR,
  TIP_QUOTE_TTL_SECONDS,
  type TipRecipient,
  WALLET_MESSAGES,
} from '@satsino/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { convertMinor, crossRate, rateText } from '../src/modules/wallet/tip-quotes.js';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { expectCleanAudit, fire, offendersOf, readAudit } from './helpers/races.js';
import {
  balances,
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/*
 * Tips between players of different currencies (issue 17, ADR 0023): the recipient looked up
 * before typing, with the rate a tip would use; the tip carries that quote and converts at it,
 * rounded down, through the house's exchange accounts, in one transaction.
 */

/** The sandbox's USDT prices, 1.00 USD and 0.9245 EUR: USD→EUR is 1849/2000. */
const USD_TO_EUR = { numerator: 1849n, denominator: 2000n };

describe('the cross rate', () => {
  it('is one coin’s two prices as an exact fraction, reduced', () => {
    expect(crossRate('1.00', '0.9245')).toEqual(USD_TO_EUR);
    expect(crossRate('0.9245', '1.00')).toEqual({ numerator: 2000n, denominator: 1849n });
    expect(crossRate('96500.00', '89200.00')).toEqual({ numerator: 892n, denominator: 965n });
    expect(() => crossRate('0', '1')).toThrow(RangeError);
  });

  it('converts minor units rounding down, and reads as a decimal rounded down', () => {
    expect(convertMinor(1_000n, USD_TO_EUR)).toBe(924n); // 924.5
    expect(convertMinor(101n, USD_TO_EUR)).toBe(93n); // 93.3845
    expect(convertMinor(2_000n, USD_TO_EUR)).toBe(1_849n);
    expect(rateText(USD_TO_EUR)).toBe('0.9245');
    expect(rateText({ numerator: 2000n, denominator: 1849n })).toBe('1.081665');
  });
});

describe('tips between currencies', () => {
  const getApp = useTestApp();

  async function lookup(token: string | undefined, reference: string | number) {
    return getApp().app.inject({
      method: 'GET',
      url: `/api/wallet/tips/recipient?reference_number=${encodeURIComponent(String(reference))}`,
      headers: token ? bearer(token) : {},
    });
  }

  async function quoteFor(sender: TestPlayer, recipient: TestPlayer) {
    const response = await lookup(sender.token, recipient.name);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as TipRecipient;
    if (answer.exchange.status !== 'quoted') throw new Error(`not quoted: ${response.body}`);
    return answer.exchange.quote;
  }

  function tip(
    sender: TestPlayer,
    recipient: TestPlayer,
    amount: number,
    quoteId: string | undefined,
    key = randomUUID(),
  ) {
    return postJson(
      getApp().app,
      '/api/wallet/request/deposit',
      sender.token,
      {
        type: 'tip',
        reference_number: recipient.name,
        sent_amount: amount,
        ...(quoteId === undefined ? {} : { quote_id: quoteId }),
      },
      { 'idempotency-key': key },
    );
  }

  /** A USD sender funded with 0.01 BTC (965.00 USD), a EUR and a USD recipient with nothing. */
  async function players(app: FastifyInstance) {
    const { db } = getApp().database;
    const operator = await registerOperator(app, db);
    const sender = await registerVerifiedPlayer(app, db);
    const european = await registerVerifiedPlayer(app, db, { currency: 'EUR' });
    const american = await registerVerifiedPlayer(app, db);
    await fundWithBitcoin(app, operator.token, sender, '0.01');
    return { operator, sender, european, american };
  }

  async function transfersOf(userId: number) {
    const { rows } = await getApp().database.pool.query<{ count: string }>(
      `SELECT count(DISTINCT e.transfer_id)::text AS count FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id WHERE a.owner_user_id = $1`,
      [userId],
    );
    return Number(rows[0]?.count);
  }

  it('look up a recipient only for a signed-in player', async () => {
    const response = await lookup(undefined, 'someone');
    expect(response.statusCode).toBe(401);
  });

  it('look up shows a masked name and the currency; across currencies, the rate to use', async () => {
    const { app } = getApp();
    const { sender, european, american } = await players(app);

    const same = await lookup(sender.token, american.name);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual({
      recipient: {
        masked_name: `${american.name[0]}•••${american.name.at(-1)}`,
        currency: 'USD',
      },
      exchange: { status: 'same_currency' },
    });

    const before = Date.now();
    const across = await lookup(sender.token, `#${european.id}`);
    expect(across.statusCode, across.body).toBe(200);
    const answer = across.json() as TipRecipient;
    expect(answer.recipient.currency).toBe('EUR');
    expect(answer.recipient.masked_name).not.toContain(european.name.slice(1, -1));
    expect(answer.exchange).toMatchObject({
      status: 'quoted',
      quote: {
        from_currency: 'USD',
        to_currency: 'EUR',
        rate_numerator: '1849',
        rate_denominator: '2000',
        rate: '0.9245',
      },
    });
    if (answer.exchange.status !== 'quoted') throw new Error('not quoted');
    const expiresInMs = Date.parse(answer.exchange.quote.expires_at) - before;
    expect(expiresInMs).toBeGreaterThan((TIP_QUOTE_TTL_SECONDS - 5) * 1000);
    expect(expiresInMs).toBeLessThanOrEqual((TIP_QUOTE_TTL_SECONDS + 1) * 1000);
  });

  it('look up refuses an unknown recipient and oneself, with the codes a tip would get', async () => {
    const { app } = getApp();
    const { sender } = await players(app);
    const unknown = await lookup(sender.token, 'nobody_by_this_name');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      codes: { reference_number: ['tip_recipient_unknown'] },
    });
    const self = await lookup(sender.token, sender.name);
    expect(self.json()).toMatchObject({ codes: { reference_number: ['tip_self'] } });
  });

  it('convert at the quoted rate, rounded down, each player seeing their own currency', async () => {
    const { app, database } = getApp();
    const { operator, sender, european } = await players(app);
    const quote = await quoteFor(sender, european);

    const response = await tip(sender, european, 1_000, quote.id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'tip',
      amount: 1_000,
      recipient: european.name,
      received_amount: 924,
      received_currency: 'EUR',
    });
    expect((await balances(app, sender.token)).w_balance).toBe(96_500 - 1_000);
    expect((await balances(app, european.token)).w_balance).toBe(924);

    const listOf = async (player: TestPlayer) =>
      (
        (
          await postJson(app, '/api/wallet/transactions', player.token, { filter: 'all' })
        ).json() as {
          transactions: {
            type: string;
            amount: number;
            currency: string;
            reference_number: string;
          }[];
        }
      ).transactions[0];
    expect(await listOf(sender)).toMatchObject({
      type: 'tip_sent',
      amount: -1_000,
      currency: 'USD',
      reference_number: european.name,
    });
    expect(await listOf(european)).toMatchObject({
      type: 'tip_received',
      amount: 924,
      currency: 'EUR',
      reference_number: sender.name,
    });

    const { rows } = await database.pool.query<{ user_id: string; text: string }>(
      'SELECT user_id::text, text FROM notifications WHERE user_id = ANY($1) ORDER BY id',
      [[sender.id, european.id]],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { user_id: String(sender.id), text: `You sent a tip of 10.00 USD to ${european.name}.` },
        {
          user_id: String(european.id),
          text: `You received a tip of 9.24 EUR from ${sender.name}.`,
        },
      ]),
    );
    await expectCleanAudit(app, operator.token);
  });

  it('convert the other way, EUR to USD, rounding down too', async () => {
    const { app, database } = getApp();
    const { operator, sender } = await players(app);
    const european = await registerVerifiedPlayer(app, database.db, { currency: 'EUR' });
    await fundWithBitcoin(app, operator.token, european, '0.01'); // 892.00 EUR
    const quote = await quoteFor(european, sender);
    expect(quote).toMatchObject({ rate_numerator: '2000', rate_denominator: '1849' });
    const response = await tip(european, sender, 1_000, quote.id);
    expect(response.statusCode, response.body).toBe(201);
    // 1000 × 2000 / 1849 = 1081.66…
    expect(response.json()).toMatchObject({ received_amount: 1_081, received_currency: 'USD' });
    expect((await balances(app, european.token)).w_balance).toBe(89_200 - 1_000);
    expect((await balances(app, sender.token)).w_balance).toBe(96_500 + 1_081);
    await expectCleanAudit(app, operator.token);
  });

  it('move once for 20 identical parallel requests, and a replay answers the first result', async () => {
    const { app } = getApp();
    const { operator, sender, european } = await players(app);
    const quote = await quoteFor(sender, european);
    const key = randomUUID();
    const answers = await fire(20, () => tip(sender, european, 2_500, quote.id, key));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((answer) => answer.body.id));
    expect(ids.size).toBe(1);
    expect((await balances(app, sender.token)).w_balance).toBe(96_500 - 2_500);
    expect((await balances(app, european.token)).w_balance).toBe(2_311); // 2311.25
    expect(await transfersOf(european.id)).toBe(1);

    // The quote has expired since: a retry of the same tip still answers it, moving nothing.
    await getApp().database.pool.query(
      `UPDATE tip_quotes SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [quote.id],
    );
    const replay = await tip(sender, european, 2_500, quote.id, key);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).toMatchObject({ id: [...ids][0], received_amount: 2_311 });
    expect((await balances(app, european.token)).w_balance).toBe(2_311);

    // The same key with another amount, on a fresh quote, is another request: a 409, no money.
    const fresh = await quoteFor(sender, european);
    const other = await tip(sender, european, 3_000, fresh.id, key);
    expect(other.statusCode, other.body).toBe(409);
    expect((await balances(app, sender.token)).w_balance).toBe(96_500 - 2_500);
    expect((await balances(app, european.token)).w_balance).toBe(2_311);
    expect(await transfersOf(european.id)).toBe(1);
    await expectCleanAudit(app, operator.token);
  });

  it('refuse an expired quote for a new tip, moving nothing', async () => {
    const { app } = getApp();
    const { sender, european } = await players(app);
    const quote = await quoteFor(sender, european);
    await getApp().database.pool.query(
      `UPDATE tip_quotes SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [quote.id],
    );
    const response = await tip(sender, european, 1_000, quote.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: WALLET_MESSAGES.tipQuoteExpired,
      code: 'validation_failed',
      errors: { quote_id: [WALLET_MESSAGES.tipQuoteExpired] },
      codes: { quote_id: ['tip_quote_expired'] },
    });
    expect((await balances(app, sender.token)).w_balance).toBe(96_500);
    expect((await balances(app, european.token)).w_balance).toBe(0);
  });

  it('refuse a quote issued to someone else, for someone else, or unknown, and a tip without one', async () => {
    const { app, database } = getApp();
    const { operator, sender, european } = await players(app);
    const otherSender = await registerVerifiedPlayer(app, database.db);
    const otherRecipient = await registerVerifiedPlayer(app, database.db, { currency: 'EUR' });
    const foreign = await quoteFor(otherSender, european);
    const elsewhere = await quoteFor(sender, otherRecipient);
    for (const quoteId of [foreign.id, elsewhere.id, randomUUID()]) {
      const response = await tip(sender, european, 1_000, quoteId);
      expect(response.statusCode, quoteId).toBe(422);
      expect(response.json()).toMatchObject({ codes: { quote_id: ['tip_quote_invalid'] } });
    }
    const without = await tip(sender, european, 1_000, undefined);
    expect(without.statusCode).toBe(422);
    expect(without.json()).toMatchObject({
      codes: { reference_number: ['tip_currency_mismatch'] },
    });
    expect((await balances(app, sender.token)).w_balance).toBe(96_500);
    expect((await balances(app, european.token)).w_balance).toBe(0);
    expect(await transfersOf(european.id)).toBe(0);
    await expectCleanAudit(app, operator.token);
  });

  it('apply the tip limits and the balance to the sender’s amount', async () => {
    const { app } = getApp();
    const { sender, european } = await players(app);
    const quote = await quoteFor(sender, european);
    const low = await tip(sender, european, TIP_MIN_MINOR - 1, quote.id);
    expect(low.json()).toMatchObject({ message: 'Min tip is 1.00 USD' });
    const high = await tip(sender, european, 100_000, quote.id);
    expect(high.json()).toMatchObject({ codes: { sent_amount: ['tip_exceeds_balance'] } });
    expect((await balances(app, sender.token)).w_balance).toBe(96_500);
    expect((await balances(app, european.token)).w_balance).toBe(0);
  });

  it('leave tips in one currency as they were: one transfer, no conversion', async () => {
    const { app } = getApp();
    const { operator, sender, american } = await players(app);
    const response = await tip(sender, american, 1_000, undefined);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 1_000 });
    expect(body).not.toHaveProperty('received_amount');
    expect((await balances(app, american.token)).w_balance).toBe(1_000);
    await expectCleanAudit(app, operator.token);
  });

  it('are audited against their quote: halves that disagree with its rate are named', async () => {
    const { app, database } = getApp();
    const { operator, sender, european } = await players(app);
    const quote = await quoteFor(sender, european);
    const response = await tip(sender, european, 1_000, quote.id);
    expect(response.statusCode).toBe(201);
    expect(
      offendersOf(await readAudit(app, operator.token), 'tips_convert_at_their_quote'),
    ).toEqual([]);
    // The quote's rate changed afterwards: the tip's amounts no longer agree with it.
    const { rows } = await database.pool.query<{ id: string }>(
      `SELECT id::text FROM ledger_transfers WHERE metadata->>'quote_id' = $1`,
      [quote.id],
    );
    expect(rows).toHaveLength(2);
    await database.pool.query(
      'UPDATE tip_quotes SET rate_numerator = rate_numerator * 2 WHERE id = $1',
      [quote.id],
    );
    const offenders = offendersOf(
      await readAudit(app, operator.token),
      'tips_convert_at_their_quote',
    );
    expect(offenders.sort()).toEqual(rows.map((row) => `transfer:${row.id}`).sort());
  });
});

describe('tips between currencies without a price', () => {
  // CoinRemitter without its API address answers no price at all.
  const getApp = useTestApp({ PAYMENT_GATEWAY: 'coinremitter' });

  it('say why before the player types: the gateway’s coded failure', async () => {
    const { app, database } = getApp();
    const sender = await registerVerifiedPlayer(app, database.db);
    const european = await registerVerifiedPlayer(app, database.db, { currency: 'EUR' });
    const response = await app.inject({
      method: 'GET',
      url: `/api/wallet/tips/recipient?reference_number=${european.name}`,
      headers: bearer(sender.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as TipRecipient).exchange).toEqual({
      status: 'unavailable',
      code: 'conversion_not_configured',
      message: WALLET_MESSAGES.conversionNotConfigured,
    });
  });
});
