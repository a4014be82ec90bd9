import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameSession } from '@satsino/contract/games';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useErrorText } from '../../../i18n/error-text';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { exchangeLaunchToken } from '../api/games-api';
import { GameHeader } from './game-header';
import { GameHostProvider, useGameHost } from './game-host-context';
import { addressWithoutToken, readLaunchToken } from './launch-token';
import { useFramingLocale } from './use-framing-locale';

const ENGINES = {
  dice: lazy(async () => ({ default: (await import('../engines/dice-game')).DiceGame })),
  limbo: lazy(async () => ({ default: (await import('../engines/limbo-game')).LimboGame })),
  roulette: lazy(async () => ({
    default: (await import('../engines/roulette-game')).RouletteGame,
  })),
  blackjack: lazy(async () => ({
    default: (await import('../engines/blackjack-game')).BlackjackGame,
  })),
  slots: lazy(async () => ({ default: (await import('../engines/slots-game')).SlotsGame })),
  wheel: lazy(async () => ({ default: (await import('../engines/wheel-game')).WheelGame })),
  mines: lazy(async () => ({ default: (await import('../engines/mines-game')).MinesGame })),
  plinko: lazy(async () => ({ default: (await import('../engines/plinko-game')).PlinkoGame })),
  keno: lazy(async () => ({ default: (await import('../engines/keno-game')).KenoGame })),
  hilo: lazy(async () => ({ default: (await import('../engines/hilo-game')).HiloGame })),
} as const;

type Engine = keyof typeof ENGINES;
const isEngine = (engine: string): engine is Engine => Object.hasOwn(ENGINES, engine);

/**
 * A launch token is single use: React's development double effects (and a remount) must not
 * spend it twice, so each token is exchanged once per page and its answer shared.
 */
const exchanges = new Map<string, Promise<GameSession>>();
function exchangeOnce(token: string): Promise<GameSession> {
  let exchange = exchanges.get(token);
  if (exchange === undefined) {
    exchange = exchangeLaunchToken(token);
    exchanges.set(token, exchange);
  }
  return exchange;
}

type Opening =
  | { state: 'opening' }
  | { state: 'failed'; failure: unknown }
  | { state: 'ready'; session: GameSession };

/**
 * `/play/:gameId`: the game host page a game page shows in its iframe. It reads the launch
 * token from the fragment, takes it out of the address bar, exchanges it for a game session and
 * shows the game full-bleed, without the site's frame, in the language of the page framing it.
 */
export function GameHostPage() {
  useFramingLocale();
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <TextsSuspense namespace="games">
        <GameHostScreen />
      </TextsSuspense>
    </Box>
  );
}

function GameHostScreen() {
  const { t } = useTranslation('games');
  const { failureText } = useErrorText();
  const { gameId = '' } = useParams();
  // The token of the address; a new one arrives by a fragment change alone when the game page
  // opens the same game again in the same frame (no reload), so the fragment is watched too.
  const [token, setToken] = useState(() => readLaunchToken(window.location.hash));
  const [opening, setOpening] = useState<Opening>(() =>
    token === undefined ? { state: 'failed', failure: undefined } : { state: 'opening' },
  );

  useEffect(() => {
    const onHashChange = () => {
      const next = readLaunchToken(window.location.hash);
      if (next === undefined) return;
      setOpening({ state: 'opening' });
      setToken(next);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    if (token === undefined) return;
    // Out of the address bar at once: a reload or a shared link must not carry it.
    if (readLaunchToken(window.location.hash) !== undefined) {
      window.history.replaceState(window.history.state, '', addressWithoutToken(window.location));
    }
    let current = true;
    exchangeOnce(token).then(
      (session) => {
        if (current) setOpening({ state: 'ready', session });
      },
      (failure: unknown) => {
        if (!current) return;
        setOpening({ state: 'failed', failure });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (opening.state === 'opening') {
    return (
      <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: 2 }}>
        <CircularProgress aria-label={t('host.opening')} />
        <Typography color="text.secondary">{t('host.opening')}</Typography>
      </Stack>
    );
  }
  if (opening.state === 'failed') {
    // No token at all reads as an expired link; a refusal by its code; anything else generically.
    const message =
      opening.failure === undefined
        ? t('messages.launchExpired')
        : failureText(opening.failure, t('messages.unexpected'));
    return <OpenFailure message={message} />;
  }
  if (opening.session.game.game_id !== gameId) {
    return <OpenFailure message={t('messages.gameNotFound')} />;
  }
  return (
    // A new session (another launch) starts the game afresh.
    <GameHostProvider key={opening.session.session} session={opening.session}>
      <GameScreen />
    </GameHostProvider>
  );
}

function OpenFailure({ message }: { message: string }) {
  const { t } = useTranslation('games');
  useDocumentTitle(t('host.cannotOpen'));
  return (
    <Stack
      role="alert"
      data-testid="game-open-failed"
      sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: 1.5, p: 3 }}
    >
      <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
        {t('host.cannotOpen')}
      </Typography>
      <Typography sx={{ textAlign: 'center' }}>{message}</Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: '44ch' }}>
        {t('host.reopen')}
      </Typography>
    </Stack>
  );
}

function GameScreen() {
  const { t } = useTranslation('games');
  const { session, announcement } = useGameHost();
  useDocumentTitle(session.game.name);
  const engine = session.game.engine;
  const Engine = isEngine(engine) ? ENGINES[engine] : undefined;

  return (
    <>
      <GameHeader />
      <Box
        component="main"
        aria-label={t('host.gameArea')}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}
        data-testid="game-host"
        data-engine={engine}
      >
        {Engine === undefined ? (
          <OpenFailure message={t('messages.gameNotFound')} />
        ) : (
          <Suspense
            fallback={
              <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center' }}>
                <CircularProgress aria-label={t('host.opening')} />
              </Stack>
            }
          >
            <Engine />
          </Suspense>
        )}
      </Box>
      {/* Results are announced here, one sentence per round (DESIGN §9 live regions). */}
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="game-announcement">
        {announcement}
      </Box>
    </>
  );
}
