import type {
  FairnessState,
  GameBalance,
  GameSession,
  RoundAction,
  RoundParams,
  RoundRequest,
  RoundResult,
} from '@satsino/contract/games';
import { playableBalanceMinor } from '@satsino/contract/money';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/error-text';
import { formatExactMoney, formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { playAction, playRound } from '../api/games-api';
import type { BetLimits } from './bet-amount';

export interface GameHost {
  session: GameSession;
  balance: GameBalance;
  /** What the next bet is taken from (SPEC §4: bonus when cash is below 0.20). */
  playableMinor: number;
  limits: BetLimits;
  fairness: FairnessState;
  setFairness: (fairness: FairnessState) => void;
  /** The last round played in this session, for the fairness panel's verify link. */
  lastRound: RoundResult | undefined;
  /** What the last round was asked with (the result does not repeat it), to verify it. */
  lastPlay: LastPlay | undefined;
  busy: boolean;
  /** The last failure in the reader's language, shown under the bet panel. */
  error: string | undefined;
  clearError: () => void;
  /** Plays one round; `undefined` when it failed (the error is then set). */
  play: (round: Omit<RoundRequest, 'idempotency_key'>) => Promise<RoundResult | undefined>;
  /**
   * An action on a round in steps (a blackjack hand, a Mines board as a tile's number, HiLo), at
   * its place in the round (a retry is answered, not replayed).
   */
  act: (hand: RoundResult, action: RoundAction) => Promise<RoundResult | undefined>;
  /** Takes a round read from elsewhere (a resumed hand) as the latest state. */
  adopt: (round: RoundResult, resumed?: boolean) => void;
  /** Says a result to screen readers (the host's live region). */
  announce: (text: string) => void;
  announcement: string;
  money: (amountMinor: number) => string;
  /** An amount that may hold a fraction of a cent (a win's exact worth). */
  exactMoney: (amountMinor: number) => string;
}

export interface LastPlay {
  bet: number;
  params: RoundParams;
  /** A round in steps: the actions taken, in order. */
  actions: RoundAction[];
}

/** The parameters a round in steps (blackjack, Mines, HiLo) was opened with, from its outcome. */
function stepRoundParams(outcome: RoundResult['outcome']): RoundParams | undefined {
  switch (outcome.engine) {
    case 'blackjack':
      return { engine: 'blackjack' };
    case 'mines':
      return { engine: 'mines', mines: outcome.mines };
    case 'hilo':
      return { engine: 'hilo' };
    default:
      return undefined;
  }
}

const GameHostContext = createContext<GameHost | null>(null);

export function useGameHost(): GameHost {
  const host = useContext(GameHostContext);
  if (host === null) throw new Error('useGameHost() needs <GameHostProvider>');
  return host;
}

/** A fresh key per round: a retry of a lost answer must not bet twice. */
function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function GameHostProvider({
  session,
  children,
}: {
  session: GameSession;
  children: ReactNode;
}) {
  const { t } = useTranslation('games');
  const { failureText } = useErrorText();
  const locale = useLocale();
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState(session.fairness);
  const [lastRound, setLastRound] = useState<RoundResult>();
  const [lastPlay, setLastPlay] = useState<LastPlay>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');

  const messageOf = useCallback(
    (failure: unknown): string => {
      return failureText(failure, t('messages.unexpected'));
    },
    [t, failureText],
  );

  const adopt = useCallback((round: RoundResult, resumed = false) => {
    setBalance(round.balance);
    // A resumed round in steps: what it was opened with, so its verify link can be built.
    const params = resumed ? stepRoundParams(round.outcome) : undefined;
    if (params !== undefined) setLastPlay({ bet: round.bet, params, actions: round.actions });
    // The round moves the pair's nonce; the committed next seed stays what the pair showed (the
    // fairness panel reads it afresh when it opens).
    const { server_seed_hash, client_seed, nonce } = round.fairness;
    setFairness((current) => ({ ...current, server_seed_hash, client_seed, nonce }));
    setLastRound(round);
  }, []);

  const run = useCallback(
    async (call: () => Promise<RoundResult>) => {
      setBusy(true);
      setError(undefined);
      try {
        const round = await call();
        adopt(round);
        return round;
      } catch (failure) {
        setError(messageOf(failure));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [adopt, messageOf],
  );

  const value = useMemo<GameHost>(
    () => ({
      session,
      balance,
      playableMinor: playableBalanceMinor(balance.cash, balance.bonus),
      limits: {
        minBetMinor: session.limits.min_bet,
        maxBetMinor: session.limits.max_bet,
        // A bonus's max bet holds while there is bonus money being wagered.
        bonusMaxBetMinor:
          balance.bonus > 0 ? (session.limits.max_bet_while_wagering ?? undefined) : undefined,
      },
      fairness,
      setFairness,
      lastRound,
      busy,
      error,
      clearError: () => setError(undefined),
      lastPlay,
      play: async (round) => {
        const result = await run(() =>
          playRound(session.session, { ...round, idempotency_key: newIdempotencyKey() }),
        );
        if (result !== undefined)
          setLastPlay({ bet: round.bet, params: round.params, actions: [] });
        return result;
      },
      act: async (hand, action) => {
        const result = await run(() =>
          playAction(session.session, hand.round_id, action, hand.actions.length),
        );
        if (result !== undefined) {
          setLastPlay((play) => play && { ...play, actions: result.actions });
        }
        return result;
      },
      adopt,
      announce: setAnnouncement,
      announcement,
      money: (amountMinor) => formatMoney(amountMinor, balance.currency, locale),
      exactMoney: (amountMinor) => formatExactMoney(amountMinor, balance.currency, locale),
    }),
    [
      session,
      balance,
      fairness,
      lastRound,
      lastPlay,
      busy,
      error,
      run,
      adopt,
      announcement,
      locale,
    ],
  );

  return <GameHostContext value={value}>{children}</GameHostContext>;
}
