import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Currency } from '@satsino/contract/money';
import type { ProviderStatus } from '@satsino/contract/provider';
import type { SigningKeys } from './signature.js';
import { callWallet, type WalletAnswer, type WalletCall } from './wallet-client.js';

/*
 * The sandbox's one game, a coin flip, and the sessions its launches open. In real mode every
 * round is a bet then a win through the casino's wallet (amount 0 on a loss, round_closed true)
 * as a provider's server would do it; the balance shown is the one the casino answered. Demo
 * rounds use the session's own play money and never call the casino.
 */

/** A win pays 1.96× the bet (RTP 98 %), in integer arithmetic. */
export const PAYOUT_PERCENT = 196n;
export const DEMO_BALANCE_MINOR = 100_000;
export const MIN_BET_MINOR = 1;
export const MAX_BET_MINOR = 100_000_000;
/** Sessions kept in memory; the oldest goes first. */
export const MAX_SESSIONS = 10_000;
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A bet or win whose answer never came is sent again, same transaction id, this often. */
export const WALLET_ATTEMPTS = 4;
const RETRY_DELAY_MS = 300;

export type CoinSide = 'heads' | 'tails';

export interface PlaySession {
  id: string;
  mode: 'real' | 'demo';
  gameCode: string;
  gameName: string;
  lang: string;
  lobbyUrl: string;
  createdAt: number;
  /** Real mode: whose money, through which wallet. */
  real?: { token: string; user: string; currency: Currency; walletBase: string };
  demoBalanceMinor: number;
  /** One round at a time per session: a second Play while one is under way is refused. */
  busy: boolean;
}

export class SessionStore {
  private readonly sessions = new Map<string, PlaySession>();

  constructor(private readonly now: () => number = Date.now) {}

  open(fields: Omit<PlaySession, 'id' | 'createdAt' | 'demoBalanceMinor' | 'busy'>): PlaySession {
    while (this.sessions.size >= MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
    const session: PlaySession = {
      ...fields,
      id: randomBytes(18).toString('base64url'),
      createdAt: this.now(),
      demoBalanceMinor: DEMO_BALANCE_MINOR,
      busy: false,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): PlaySession | undefined {
    const session = this.sessions.get(id);
    if (session && this.now() - session.createdAt > SESSION_TTL_MS) {
      this.sessions.delete(id);
      return undefined;
    }
    return session;
  }
}

export interface RoundOutcome {
  /** RS_OK when the round was played; the casino's refusal of the bet otherwise. */
  status: ProviderStatus;
  balance: number | null;
  currency: string;
  outcome?: CoinSide;
  winMinor?: number;
  round?: string;
}

function winOf(amountMinor: number): number {
  return Number((BigInt(amountMinor) * PAYOUT_PERCENT) / 100n);
}

function flip(): CoinSide {
  return randomInt(2) === 0 ? 'heads' : 'tails';
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A wallet call sent again, with the same body and so the same transaction id, while no answer
 * came back (network error, 5xx): the casino answers a replay with its first answer.
 */
async function deliver(
  base: string,
  keys: SigningKeys,
  call: WalletCall,
  payload: object,
): Promise<WalletAnswer | null> {
  for (let attempt = 1; attempt <= WALLET_ATTEMPTS; attempt += 1) {
    try {
      const answer = await callWallet(base, keys, call, payload);
      if (answer.answer && answer.httpStatus < 500) return answer;
    } catch {
      // Timeout or connection refused: the call may or may not have landed; send it again.
    }
    if (attempt < WALLET_ATTEMPTS) await pause(RETRY_DELAY_MS * attempt);
  }
  return null;
}

export class WalletUnreachable extends Error {}

/** How long an undelivered win is retried in the background, and how often. */
export const WIN_RETRY_INTERVAL_MS = 5_000;
export const WIN_RETRY_FOR_MS = 60 * 60 * 1000;

/**
 * Wins whose answer never came, sent again in the background, same body and so the same
 * transaction id, until the casino answers: a provider owes the player the result of a round it
 * took the stake for (Hub88 retries a win until it is acknowledged).
 */
export class PendingWins {
  private readonly wins = new Map<string, { base: string; payload: object; since: number }>();
  private timer: NodeJS.Timeout | undefined;
  private sending = false;

  constructor(
    private readonly keys: SigningKeys,
    private readonly onGiveUp: (transaction: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  add(transaction: string, base: string, payload: object): void {
    this.wins.set(transaction, { base, payload, since: this.now() });
    if (!this.timer) {
      this.timer = setInterval(() => void this.retry(), WIN_RETRY_INTERVAL_MS);
      this.timer.unref();
    }
  }

  get size(): number {
    return this.wins.size;
  }

  async retry(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      for (const [transaction, win] of this.wins) {
        try {
          const answer = await callWallet(win.base, this.keys, 'win', win.payload);
          if (answer.answer && answer.httpStatus < 500) this.wins.delete(transaction);
        } catch {
          // Still unreachable: the next tick tries again.
        }
        if (this.wins.has(transaction) && this.now() - win.since > WIN_RETRY_FOR_MS) {
          this.wins.delete(transaction);
          this.onGiveUp(transaction);
        }
      }
    } finally {
      this.sending = false;
      if (this.wins.size === 0) this.stop();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}

export async function realBalance(
  session: PlaySession,
  keys: SigningKeys,
): Promise<{ status: ProviderStatus; balance: number | null; currency: string }> {
  const real = session.real;
  if (!real) throw new Error('realBalance of a demo session');
  const answer = await deliver(real.walletBase, keys, 'balance', {
    request_uuid: randomUUID(),
    token: real.token,
    user: real.user,
    game_code: session.gameCode,
  });
  if (!answer?.answer) throw new WalletUnreachable('balance');
  return {
    status: answer.answer.status,
    balance: answer.answer.balance ?? null,
    currency: answer.answer.currency ?? real.currency,
  };
}

export async function playRound(
  session: PlaySession,
  keys: SigningKeys,
  amountMinor: number,
  choice: CoinSide,
  pendingWins: PendingWins,
): Promise<RoundOutcome> {
  const outcome = flip();
  const winMinor = outcome === choice ? winOf(amountMinor) : 0;
  const real = session.real;
  if (!real) {
    if (amountMinor > session.demoBalanceMinor) {
      return {
        status: 'RS_ERROR_NOT_ENOUGH_MONEY',
        balance: session.demoBalanceMinor,
        currency: 'FUN',
      };
    }
    session.demoBalanceMinor += winMinor - amountMinor;
    return {
      status: 'RS_OK',
      balance: session.demoBalanceMinor,
      currency: 'FUN',
      outcome,
      winMinor,
    };
  }

  const round = randomUUID();
  const common = { token: real.token, user: real.user, game_code: session.gameCode };
  const betTransaction = `${round}:bet`;
  const bet = await deliver(real.walletBase, keys, 'bet', {
    ...common,
    request_uuid: randomUUID(),
    transaction_uuid: betTransaction,
    round,
    currency: real.currency,
    amount: amountMinor,
  });
  if (!bet?.answer) {
    // The bet may have landed: take it back so no money stays on an unplayed round.
    await deliver(real.walletBase, keys, 'rollback', {
      ...common,
      request_uuid: randomUUID(),
      transaction_uuid: `${round}:rollback`,
      reference_transaction_uuid: betTransaction,
      round,
    });
    throw new WalletUnreachable('bet');
  }
  if (bet.answer.status !== 'RS_OK') {
    return {
      status: bet.answer.status,
      balance: bet.answer.balance ?? null,
      currency: bet.answer.currency ?? real.currency,
    };
  }
  const winPayload = {
    ...common,
    request_uuid: randomUUID(),
    transaction_uuid: `${round}:win`,
    reference_transaction_uuid: betTransaction,
    round,
    currency: real.currency,
    amount: winMinor,
    round_closed: true,
  };
  const win = await deliver(real.walletBase, keys, 'win', winPayload);
  if (!win?.answer) {
    pendingWins.add(winPayload.transaction_uuid, real.walletBase, winPayload);
    throw new WalletUnreachable('win');
  }
  return {
    status: win.answer.status,
    balance: win.answer.balance ?? null,
    currency: win.answer.currency ?? real.currency,
    outcome,
    winMinor,
    round,
  };
}
