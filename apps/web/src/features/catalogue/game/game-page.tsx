import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GAME_THUMB_SIZE, type GameDetails } from '@satsino/contract/catalogue';
import type { GameMode } from '@satsino/contract/games';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { usePageDescription } from '../../../app/head/page-head';
import { NotFoundPage } from '../../../app/routes/not-found-page';
import { useSession } from '../../../app/session/session-context';
import { localizedPath } from '../../../i18n/locale-path';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { RevealInTurn } from '../../../ui/reveal-in-turn';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { gameInfoQueryOptions, gamesQueryOptions, launchGame } from '../api/catalogue-api';
import { CatalogueLoadError } from '../components/catalogue-states';
import { categoryPath, providerPath, rtpPercent } from '../game-links';
import { PLAYER_GAMES_QUERY_KEY } from '../lobby/player-games-api';

// The Markdown renderer is the largest part of this page's code and the description sits below
// the game's art and buttons: it is fetched beside the page's first render, not before it
// (issue 12). A failure reaches the lazy component, which rethrows it to the route's error page;
// the empty handler only keeps the browser from reporting it before then.
const description = import('./game-description');
description.catch(() => undefined);
const GameDescription = lazy(async () => ({ default: (await description).GameDescription }));
// The related games close the page, below the fold on a phone: drawn in their turn when the
// browser is idle (RevealInTurn), their code (the carousel and Embla, ~9 KB gzip) fetched then.
// Drawn with the game, their twenty tiles and the carousel's setup made the page's longest task
// longer (issue 12).
const GameCarousel = lazy(async () => ({
  default: (await import('../components/game-carousel')).GameCarousel,
}));

import { GamePlayer } from './game-player';

/**
 * The engines whose return depends on the option the player chooses (the wheel's value, Plinko's
 * rows and risk, Keno's risk and picks): the catalogue states their lowest, "at least".
 */
const RTP_AT_LEAST_ENGINES: readonly string[] = ['wheel', 'plinko', 'keno'];

interface GamePageProps {
  /**
   * SPEC §2 not-authenticated card (register and social sign-in), shown to a guest on a game
   * without demo. Supplied by the route: features do not import each other's components.
   */
  guestCard: ReactNode;
}

/** /casino/{id}: one game, its player, its details and related games. */
export function GamePage({ guestCard }: GamePageProps) {
  return (
    <TextsSuspense namespace="catalogue">
      <Game guestCard={guestCard} />
    </TextsSuspense>
  );
}

function Game({ guestCard }: GamePageProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const { id = '' } = useParams();
  const game = useQuery({
    ...gameInfoQueryOptions(id, locale),
    // A language switch asks for the same game in the new language: the page keeps showing it
    // (and a running game keeps running, its host follows the language itself) meanwhile.
    placeholderData: (previous) => (previous?.game.game_id === id ? previous : undefined),
  });
  usePageTitle(game.data?.game.name ?? t('lobby.title'));
  usePageDescription(
    game.data === undefined ? t('lobby.description') : descriptionLine(game.data.description),
  );

  if (game.isError && game.error instanceof ApiError && game.error.status === 404) {
    return <NotFoundPage />;
  }
  if (game.data?.launch_path) {
    return <Navigate to={localizedPath(game.data.launch_path, locale)} replace />;
  }
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Button
        component={RouterLink}
        to={localizedPath('/casino', locale)}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('game.breadcrumb')}
      </Button>
      {game.isPending && <GameSkeleton />}
      {game.isError && (
        <CatalogueLoadError onRetry={() => void game.refetch()} retrying={game.isFetching} />
      )}
      {game.isSuccess && (
        <GameDetailsView key={game.data.game.game_id} game={game.data} guestCard={guestCard} />
      )}
    </Stack>
  );
}

/** The first sentence-ish line of Markdown, for the page's meta description. */
function descriptionLine(markdown: string): string {
  const text = markdown
    .replace(/[#*_`>[\]()!-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

function GameDetailsView({ game, guestCard }: { game: GameDetails; guestCard: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const { t: tMain } = useTranslation();
  const locale = useLocale();
  const { status } = useSession();
  const [running, setRunning] = useState<{ mode: GameMode; url: string }>();
  const queryClient = useQueryClient();
  const launch = useMutation({
    mutationFn: (mode: GameMode) => launchGame(game.game.game_id, mode, locale),
    onSuccess: (url, mode) => {
      setRunning({ mode, url });
      // A real-money launch puts the game first in "Recently played": the cached list is old.
      if (mode === 'real') {
        void queryClient.invalidateQueries({ queryKey: [...PLAYER_GAMES_QUERY_KEY, 'recent'] });
      }
    },
  });
  const related = useQuery(gamesQueryOptions({ categoryId: game.game_category_id }, locale));
  const hasDemo = game.supportsDemo === '1';
  const authenticated = status === 'authenticated';
  const sessionLoading = status === 'loading';

  const launchButtons = (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {authenticated && (
        <Button
          variant="contained"
          size="large"
          startIcon={<PlayArrowIcon />}
          onClick={() => launch.mutate('real')}
          loading={launch.isPending && launch.variables === 'real'}
          disabled={launch.isPending}
        >
          {t('game.play')}
        </Button>
      )}
      {hasDemo && (
        <Button
          variant={authenticated ? 'outlined' : 'contained'}
          size="large"
          startIcon={<SportsEsportsOutlined />}
          onClick={() => launch.mutate('demo')}
          loading={launch.isPending && launch.variables === 'demo'}
          disabled={launch.isPending || sessionLoading}
        >
          {t('game.playDemo')}
        </Button>
      )}
    </Stack>
  );

  const art = (
    <Box
      component="img"
      src={game.url_thumb}
      alt={game.game.name}
      width={GAME_THUMB_SIZE.width}
      height={GAME_THUMB_SIZE.height}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${GAME_THUMB_SIZE.width} / ${GAME_THUMB_SIZE.height}`,
        objectFit: 'cover',
        borderRadius: 2,
      }}
    />
  );

  const facts = (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        '& dt': { color: 'text.secondary', typography: 'body2' },
        '& dd': { m: 0, typography: 'body2', fontWeight: 600 },
      }}
    >
      <dt>{t('game.provider')}</dt>
      <dd>
        <Link component={RouterLink} to={localizedPath(providerPath(game.provider), locale)}>
          {game.provided_by}
        </Link>
      </dd>
      <dt>{t('game.category')}</dt>
      <dd>
        <Link component={RouterLink} to={localizedPath(categoryPath(game.category.slug), locale)}>
          {game.category.name}
        </Link>
      </dd>
      <dt>{t('game.rtp')}</dt>
      <dd>
        {/* These games' return depends on the option chosen; the catalogue states the lowest. */}
        {RTP_AT_LEAST_ENGINES.includes(game.engine)
          ? t('game.rtpAtLeast', { rtp: `${rtpPercent(game.rtp_bps, locale)} %` })
          : `${rtpPercent(game.rtp_bps, locale)} %`}
      </dd>
    </Box>
  );

  return (
    <>
      {running !== undefined ? (
        <Stack spacing={2}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {game.game.name}
          </Typography>
          <GamePlayer
            name={game.game.name}
            url={running.url}
            mode={running.mode}
            onClose={() => setRunning(undefined)}
          />
        </Stack>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 4 },
            gridTemplateColumns: { '@': '1fr', '@sm': 'minmax(0, 5fr) minmax(0, 6fr)' },
            alignItems: 'start',
          }}
        >
          {art}
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {hasDemo ? (
                <Chip size="small" label={tMain('casino.demo')} variant="outlined" />
              ) : (
                <Chip size="small" label={t('game.noDemoBadge')} variant="outlined" />
              )}
            </Stack>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {game.game.name}
            </Typography>
            {facts}
            {launch.isError && <Alert severity="error">{t('game.launchFailed')}</Alert>}
            {launch.isPending && (
              <Box component="span" role="status" sx={visuallyHidden}>
                {t('game.launching')}
              </Box>
            )}
            {launchButtons}
            {status === 'guest' && hasDemo && (
              <Typography variant="body2" color="text.secondary">
                {t('game.guestDemo')}{' '}
                <Link component={RouterLink} to={localizedPath('/auth/login', locale)}>
                  {t('game.logIn')}
                </Link>
              </Typography>
            )}
            {status === 'guest' && !hasDemo && guestCard}
          </Stack>
        </Box>
      )}
      {game.description.trim() !== '' && (
        <Box component="section" aria-labelledby="game-about-title">
          <Typography id="game-about-title" variant="h6" component="h2">
            {t('game.about')}
          </Typography>
          <Suspense fallback={null}>
            <GameDescription markdown={game.description} />
          </Suspense>
        </Box>
      )}
      <RevealInTurn>
        <Suspense fallback={null}>
          <GameCarousel
            title={t('game.related', { category: game.category.name })}
            games={related.data?.games.filter((entry) => entry.game.game_id !== game.game.game_id)}
            error={related.isError}
            onRetry={() => void related.refetch()}
            seeAllPath={categoryPath(game.category.slug)}
          />
        </Suspense>
      </RevealInTurn>
    </>
  );
}

function GameSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" role="status" sx={visuallyHidden}>
        {t('common.loading')}
      </Box>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gap: { xs: 2.5, md: 4 },
          gridTemplateColumns: { '@': '1fr', '@sm': 'minmax(0, 5fr) minmax(0, 6fr)' },
        }}
      >
        <Skeleton
          variant="rounded"
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: `${GAME_THUMB_SIZE.width} / ${GAME_THUMB_SIZE.height}`,
          }}
        />
        <Stack spacing={1.5}>
          <Skeleton variant="text" sx={{ typography: 'h4', width: '70%' }} />
          <Skeleton variant="text" sx={{ width: '50%' }} />
          <Skeleton variant="text" sx={{ width: '40%' }} />
          <Skeleton variant="rounded" width={160} height={42} />
        </Stack>
      </Box>
    </>
  );
}
