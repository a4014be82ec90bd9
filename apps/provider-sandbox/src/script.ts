import { generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import { CURRENCIES, type Currency } from '@satsino/contract/money';
import type { ProviderStatus } from '@satsino/contract/provider';
import { type SigningKeys, signBody } from './signature.js';
import {
  callUrl,
  callWallet,
  postSigned,
  type WalletAnswer,
  type WalletCall,
} from './wallet-client.js';

/*
 * Script mode: a hostile provider against a casino's wallet. Each check prints one line, PASS or
 * FAIL, and the run fails if any did. Expected statuses are the contract's comments
 * (packages/contract/src/provider.ts): business outcomes answer 200 with their status, a bad
 * signature 401, an unknown provider 404, a malformed body 400. The script keeps its own book of
 * what the player's balance must be and compares every answer with it, so a replay that moved
 * money, or a refusal that did, fails. The player must not play anything else meanwhile.
 */

export interface ScriptOptions {
  casinoUrl: string;
  code: string;
  keys: SigningKeys;
  token: string;
  user: string;
  game: string;
  /** The stake of most bets, minor units. */
  amountMinor: number;
  write?: (line: string) => void;
}

/** Parallel bets of the concurrency checks. */
export const CONCURRENT_ROUNDS = 20;
export const REPLAYS = 10;
/** Bets the whole script stakes, at most, in units of `amountMinor` (the balance it needs). */
const STAKES_NEEDED = 3 * CONCURRENT_ROUNDS;

interface Call {
  call: WalletCall;
  body: string;
}

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

/** Runs every check; resolves with the number of FAILs. */
export async function runScript(options: ScriptOptions): Promise<number> {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const base = new URL(
    `/api/provider/${encodeURIComponent(options.code)}/`,
    options.casinoUrl,
  ).toString();
  const run = randomBytes(4).toString('hex');
  let counter = 0;
  const next = (what: string) => {
    counter += 1;
    return `sbx-${run}-${what}-${counter}`;
  };
  let failures = 0;
  let checks = 0;

  const check = (name: string, ok: boolean, detail = '') => {
    checks += 1;
    if (!ok) failures += 1;
    write(`${ok ? 'PASS' : 'FAIL'} ${name}${ok || !detail ? '' : ` — ${detail}`}`);
    return ok;
  };
  const describe = (answer: WalletAnswer) =>
    `HTTP ${answer.httpStatus} ${answer.text.slice(0, 300)}`;
  const common = { token: options.token, user: options.user, game_code: options.game };

  const built = (call: WalletCall, fields: object): Call => ({
    call,
    body: JSON.stringify({ request_uuid: next('req'), ...common, ...fields }),
  });
  const send = (request: Call) =>
    postSigned(callUrl(base, request.call), request.body, signBody(options.keys, request.body));
  const call = (name: WalletCall, fields: object = {}) =>
    callWallet(base, options.keys, name, { request_uuid: next('req'), ...common, ...fields });

  let expected = 0;
  let currency: Currency = 'USD';
  const amount = options.amountMinor;
  const bet = (round: string, transaction = next('bet'), stake = amount) =>
    built('bet', { transaction_uuid: transaction, round, currency, amount: stake });
  const win = (round: string, reference: string, paid: number, closed = true) =>
    built('win', {
      transaction_uuid: next('win'),
      reference_transaction_uuid: reference,
      round,
      currency,
      amount: paid,
      round_closed: closed,
    });
  const rollback = (round: string, reference: string) =>
    built('rollback', {
      transaction_uuid: next('rollback'),
      reference_transaction_uuid: reference,
      round,
    });
  const transactionOf = (request: Call) =>
    (JSON.parse(request.body) as { transaction_uuid: string }).transaction_uuid;

  /** One call expected to answer HTTP `http` with `status` and, when given, the balance. */
  const expectAnswer = async (
    name: string,
    request: Call | Promise<WalletAnswer>,
    status: ProviderStatus | readonly ProviderStatus[],
    http: number,
    balance?: number,
  ): Promise<WalletAnswer | null> => {
    try {
      const answer = await ('then' in request ? request : send(request));
      const statuses: readonly ProviderStatus[] = typeof status === 'string' ? [status] : status;
      const ok =
        answer.httpStatus === http &&
        answer.answer !== null &&
        statuses.includes(answer.answer.status) &&
        (balance === undefined || answer.answer.balance === balance);
      check(
        name,
        ok,
        `expected HTTP ${http} ${statuses.join('|')}${balance === undefined ? '' : ` balance ${balance}`}, got ${describe(answer)}`,
      );
      return answer;
    } catch (error) {
      check(name, false, `no answer: ${(error as Error).message}`);
      return null;
    }
  };
  const expectBalance = (name: string) =>
    expectAnswer(
      `${name}: the balance is what the accepted calls say`,
      call('balance'),
      'RS_OK',
      200,
      expected,
    );

  // The starting balance, and whether the player can afford the script.
  const first = await expectAnswer('balance of the launch token', call('balance'), 'RS_OK', 200);
  if (!first?.answer || first.answer.balance === undefined || !first.answer.currency) {
    write("FAIL cannot go on without the player's balance");
    return failures + 1;
  }
  expected = first.answer.balance;
  currency = first.answer.currency;
  if (
    !check(
      'the player can afford the script',
      expected >= amount * STAKES_NEEDED,
      `balance ${expected} < ${amount * STAKES_NEEDED} (${STAKES_NEEDED} bets of ${amount})`,
    )
  ) {
    return failures;
  }

  // A plain round: bet, then a win that closes it.
  const plainRound = next('round');
  const plainBet = bet(plainRound);
  expected -= amount;
  await expectAnswer('bet', plainBet, 'RS_OK', 200, expected);
  expected += 2 * amount;
  await expectAnswer(
    'win closing the round',
    win(plainRound, transactionOf(plainBet), 2 * amount),
    'RS_OK',
    200,
    expected,
  );

  // Replays ×10 in random order: every copy gets the first answer and moves nothing.
  const originals: { request: Call; answer: WalletAnswer | null }[] = [];
  for (const paid of [0, amount, 3 * amount]) {
    const round = next('round');
    const stake = bet(round);
    expected -= amount;
    originals.push({
      request: stake,
      answer: await expectAnswer(`replayed round: bet`, stake, 'RS_OK', 200, expected),
    });
    const payout = win(round, transactionOf(stake), paid);
    expected += paid;
    originals.push({
      request: payout,
      answer: await expectAnswer(`replayed round: win of ${paid}`, payout, 'RS_OK', 200, expected),
    });
  }
  const replays = shuffle(
    originals.flatMap((original) => Array.from({ length: REPLAYS - 1 }, () => original)),
  );
  const mismatches: string[] = [];
  for (let start = 0; start < replays.length; start += 5) {
    const batch = replays.slice(start, start + 5);
    const answers = await Promise.all(
      batch.map((replay) => send(replay.request).catch((error: Error) => error)),
    );
    answers.forEach((answer, index) => {
      const original = batch[index]?.answer?.answer;
      if (answer instanceof Error) {
        mismatches.push(`no answer: ${answer.message}`);
      } else if (
        answer.httpStatus !== 200 ||
        answer.answer?.status !== original?.status ||
        answer.answer?.balance !== original?.balance
      ) {
        mismatches.push(`${describe(answer)} instead of ${JSON.stringify(original)}`);
      }
    });
  }
  check(
    `${replays.length} replays in random order answer the first answer`,
    mismatches.length === 0,
    `${mismatches.length} differ, e.g. ${mismatches[0]}`,
  );
  await expectBalance('after the replays');

  // The same bet ten times at once: one debit; every copy the first answer or a refusal.
  const raceRound = next('round');
  const raced = bet(raceRound);
  const raceAnswers = await Promise.all(
    Array.from({ length: REPLAYS }, () => send(raced).catch((error: Error) => error)),
  );
  expected -= amount;
  const badRace = raceAnswers.filter(
    (answer) =>
      answer instanceof Error ||
      answer.httpStatus >= 500 ||
      (answer.httpStatus === 200 && answer.answer?.status !== 'RS_OK'),
  );
  check(
    `the same bet ${REPLAYS}× at once: no server error, every copy answered`,
    badRace.length === 0,
    badRace
      .map((answer) => (answer instanceof Error ? answer.message : describe(answer)))
      .join(' | '),
  );
  await expectBalance('the same bet at once debits once');
  await expectAnswer(
    'closing the raced round',
    win(raceRound, transactionOf(raced), 0),
    'RS_OK',
    200,
    expected,
  );

  // A win before its bet: refused, and the bet that follows is an ordinary one.
  const earlyRound = next('round');
  const earlyBet = bet(earlyRound);
  await expectAnswer(
    'win before its bet',
    win(earlyRound, transactionOf(earlyBet), amount),
    'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    200,
  );
  await expectBalance('the early win moved nothing');
  expected -= amount;
  await expectAnswer('the bet after its early win', earlyBet, 'RS_OK', 200, expected);
  expected += amount;
  await expectAnswer(
    'a new win for it',
    win(earlyRound, transactionOf(earlyBet), amount),
    'RS_OK',
    200,
    expected,
  );

  // A rollback: the stake comes back once; a win for the rolled back bet is refused.
  const undoneRound = next('round');
  const undone = bet(undoneRound);
  expected -= amount;
  await expectAnswer('bet to roll back', undone, 'RS_OK', 200, expected);
  const undo = rollback(undoneRound, transactionOf(undone));
  expected += amount;
  await expectAnswer('rollback of the bet', undo, 'RS_OK', 200, expected);
  await expectAnswer('the rollback replayed', undo, 'RS_OK', 200, expected);
  await expectAnswer(
    'a win for the rolled back bet',
    win(undoneRound, transactionOf(undone), amount),
    'RS_ERROR_TRANSACTION_ROLLED_BACK',
    200,
  );
  await expectBalance('after the rollback');

  // A rollback after the bet's win: refused, the round stays paid.
  const paidRound = next('round');
  const paidBet = bet(paidRound);
  expected -= amount;
  await expectAnswer('bet later paid', paidBet, 'RS_OK', 200, expected);
  expected += 2 * amount;
  await expectAnswer(
    'its win',
    win(paidRound, transactionOf(paidBet), 2 * amount),
    'RS_OK',
    200,
    expected,
  );
  await expectAnswer(
    'rollback after the win',
    rollback(paidRound, transactionOf(paidBet)),
    'RS_ERROR_ROUND_CLOSED',
    200,
  );
  await expectBalance('the refused rollback moved nothing');

  // A rollback before its bet: remembered, so the late bet is refused.
  const lateRound = next('round');
  const lateBet = bet(lateRound);
  await expectAnswer(
    'rollback of a bet not seen yet',
    rollback(lateRound, transactionOf(lateBet)),
    ['RS_OK', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
    200,
  );
  await expectAnswer('the late bet', lateBet, 'RS_ERROR_TRANSACTION_ROLLED_BACK', 200);
  await expectBalance('the late bet moved nothing');

  // A closed round takes no more bets or wins.
  await expectAnswer(
    'a second win on a closed round',
    win(plainRound, transactionOf(plainBet), amount),
    'RS_ERROR_ROUND_CLOSED',
    200,
  );
  await expectAnswer('a bet on a closed round', bet(plainRound), 'RS_ERROR_ROUND_CLOSED', 200);
  await expectBalance('the closed round moved nothing');

  // A transaction id used again for another call.
  const duplicateRound = next('round');
  const duplicated = bet(duplicateRound);
  expected -= amount;
  await expectAnswer('bet whose id is reused', duplicated, 'RS_OK', 200, expected);
  await expectAnswer(
    'the same transaction id with another amount',
    bet(duplicateRound, transactionOf(duplicated), 2 * amount),
    'RS_ERROR_DUPLICATE_TRANSACTION',
    200,
  );
  await expectAnswer(
    "a win under the bet's transaction id",
    built('win', {
      transaction_uuid: transactionOf(duplicated),
      reference_transaction_uuid: transactionOf(duplicated),
      round: duplicateRound,
      currency,
      amount,
      round_closed: true,
    }),
    'RS_ERROR_DUPLICATE_TRANSACTION',
    200,
  );
  await expectBalance('the duplicates moved nothing');
  await expectAnswer(
    'closing the round',
    win(duplicateRound, transactionOf(duplicated), 0),
    'RS_OK',
    200,
    expected,
  );

  // Refusals that move nothing.
  await expectAnswer(
    'a bet above the balance',
    bet(next('round'), next('bet'), expected + 1),
    'RS_ERROR_NOT_ENOUGH_MONEY',
    200,
    expected,
  );
  const otherCurrency = CURRENCIES.find((candidate) => candidate !== currency);
  if (otherCurrency) {
    await expectAnswer(
      'a bet in another currency',
      built('bet', {
        transaction_uuid: next('bet'),
        round: next('round'),
        currency: otherCurrency,
        amount,
      }),
      'RS_ERROR_WRONG_CURRENCY',
      200,
    );
  }
  await expectAnswer(
    'an unknown token',
    callWallet(base, options.keys, 'balance', {
      request_uuid: next('req'),
      ...common,
      token: `unknown-${run}`,
    }),
    'RS_ERROR_INVALID_TOKEN',
    200,
  );
  await expectAnswer(
    'a bet without an amount',
    built('bet', { transaction_uuid: next('bet'), round: next('round'), currency }),
    'RS_ERROR_WRONG_SYNTAX',
    400,
  );
  await expectAnswer(
    'a body with a field the API does not have',
    built('balance', { bonus: true }),
    'RS_ERROR_WRONG_SYNTAX',
    400,
  );

  // Signatures.
  const wrongKeys: SigningKeys =
    options.keys.signing === 'hmac-sha256'
      ? { signing: 'hmac-sha256', secret: randomBytes(32).toString('hex') }
      : {
          signing: 'rsa-sha256',
          privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 })
            .privateKey.export({ type: 'pkcs1', format: 'pem' })
            .toString(),
          casinoPublicKey: options.keys.casinoPublicKey,
        };
  const balanceBody = built('balance', {}).body;
  await expectAnswer(
    'a call signed with another key',
    postSigned(callUrl(base, 'balance'), balanceBody, signBody(wrongKeys, balanceBody)),
    'RS_ERROR_INVALID_SIGNATURE',
    401,
  );
  await expectAnswer(
    'a call without a signature',
    postSigned(callUrl(base, 'balance'), balanceBody, undefined),
    'RS_ERROR_INVALID_SIGNATURE',
    401,
  );
  await expectAnswer(
    'a signature that is not base64',
    postSigned(callUrl(base, 'balance'), balanceBody, '!!not-base64!!'),
    'RS_ERROR_INVALID_SIGNATURE',
    401,
  );
  const signedBet = bet(next('round'));
  const tampered = signedBet.body.replace(`"amount":${amount}`, `"amount":${amount + 1}`);
  await expectAnswer(
    'a bet altered after signing',
    postSigned(callUrl(base, 'bet'), tampered, signBody(options.keys, signedBet.body)),
    'RS_ERROR_INVALID_SIGNATURE',
    401,
  );
  await expectBalance('the refused signatures moved nothing');
  const strangerBase = new URL(`/api/provider/unknown-${run}/`, options.casinoUrl).toString();
  await expectAnswer(
    'an unknown provider',
    callWallet(strangerBase, options.keys, 'balance', { request_uuid: next('req'), ...common }),
    'RS_ERROR_INVALID_PARTNER',
    404,
  );

  // Concurrent rounds: twenty bets at once, then their twenty wins at once.
  const rounds = Array.from({ length: CONCURRENT_ROUNDS }, () => {
    const round = next('round');
    return { round, stake: bet(round) };
  });
  const betAnswers = await Promise.all(
    rounds.map(({ stake }) => send(stake).catch((error: Error) => error)),
  );
  expected -= CONCURRENT_ROUNDS * amount;
  const refusedBets = betAnswers.filter(
    (answer) =>
      answer instanceof Error || answer.httpStatus !== 200 || answer.answer?.status !== 'RS_OK',
  );
  check(
    `${CONCURRENT_ROUNDS} bets on ${CONCURRENT_ROUNDS} rounds at once are all taken`,
    refusedBets.length === 0,
    refusedBets
      .map((answer) => (answer instanceof Error ? answer.message : describe(answer)))
      .join(' | '),
  );
  await expectBalance('after the concurrent bets');
  const winAnswers = await Promise.all(
    rounds.map(({ round, stake }, index) => {
      const paid = index % 2 === 0 ? 0 : 2 * amount;
      expected += paid;
      return send(win(round, transactionOf(stake), paid)).catch((error: Error) => error);
    }),
  );
  const refusedWins = winAnswers.filter(
    (answer) =>
      answer instanceof Error || answer.httpStatus !== 200 || answer.answer?.status !== 'RS_OK',
  );
  check(
    `their ${CONCURRENT_ROUNDS} wins at once are all paid`,
    refusedWins.length === 0,
    refusedWins
      .map((answer) => (answer instanceof Error ? answer.message : describe(answer)))
      .join(' | '),
  );
  await expectBalance('after the concurrent wins');

  // Parallel bets that together overdraw: never a negative balance, never a server error.
  const big = Math.floor(expected / 3) + 1;
  const greedy = Array.from({ length: 6 }, () => {
    const round = next('round');
    return { round, stake: bet(round, next('bet'), big) };
  });
  const greedyAnswers = await Promise.all(
    greedy.map(({ stake }) => send(stake).catch((error: Error) => error)),
  );
  const taken = greedyAnswers.filter(
    (answer) => !(answer instanceof Error) && answer.answer?.status === 'RS_OK',
  ).length;
  const greedyOk = greedyAnswers.every(
    (answer) =>
      !(answer instanceof Error) &&
      answer.httpStatus === 200 &&
      // A casino may cap a single stake (SPEC §4 limits): a refusal all the same.
      (answer.answer?.status === 'RS_OK' ||
        answer.answer?.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ||
        answer.answer?.status === 'RS_ERROR_LIMIT_REACHED'),
  );
  check(
    'six bets of a third of the balance at once: at most two taken, the rest refused',
    greedyOk && taken <= 2,
    `${taken} taken; ${greedyAnswers.map((answer) => (answer instanceof Error ? answer.message : describe(answer))).join(' | ')}`,
  );
  expected -= taken * big;
  await expectBalance('after the overdrawing bets');
  for (const [index, answer] of greedyAnswers.entries()) {
    const entry = greedy[index];
    if (!entry || answer instanceof Error || answer.answer?.status !== 'RS_OK') continue;
    expected += big;
    await expectAnswer(
      'rolling back a taken big bet',
      rollback(entry.round, transactionOf(entry.stake)),
      'RS_OK',
      200,
      expected,
    );
  }

  await expectBalance('at the end');
  write(`${failures === 0 ? 'PASS' : 'FAIL'} ${checks - failures}/${checks} checks passed`);
  return failures;
}
