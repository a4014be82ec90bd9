import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerDetail } from '@satsino/contract/players';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { ApiError } from '../../../lib/api-error';
import { LoadErrorPanel } from '../../../ui/load-error';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { playerDetailQueryOptions } from '../api/players-admin-api';
import { PlayerActions } from './player-actions';
import { BonusesSection, RoundsSection, TransactionsSection } from './player-history';
import { NotesSection } from './player-notes';
import {
  BalancesSection,
  KycSection,
  LockNotice,
  ProfileSection,
  SessionsSection,
} from './player-overview';
import { PlayerStateChips } from './player-state-chips';

/**
 * What other features show of a player on this page, drawn in its side column: the app fills it
 * (app/routes/admin-routes.tsx), as features do not import each other.
 */
export type PlayerSections = (playerId: number) => ReactNode;

/** /admin/players/:playerId: everything about one player, and what an operator may do. */
export function PlayerPage({ sections }: { sections?: PlayerSections }) {
  return (
    <TextsSuspense namespace="players">
      <Player sections={sections} />
    </TextsSuspense>
  );
}

function Player({ sections }: { sections: PlayerSections | undefined }) {
  const { t } = useTranslation('players');
  const playerId = Number(useParams().playerId);
  const valid = Number.isSafeInteger(playerId) && playerId > 0;
  const player = useQuery({ ...playerDetailQueryOptions(playerId), enabled: valid });
  usePageTitle(player.data ? t('player.title', { name: player.data.name }) : t('search.title'));

  const back = (
    <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
      {t('player.back')}
    </Button>
  );

  if (!valid || (player.error instanceof ApiError && player.error.status === 404)) {
    return (
      <Box>
        {back}
        <Alert severity="warning" variant="outlined">
          {t('player.notFound')}
        </Alert>
      </Box>
    );
  }
  if (player.isPending) {
    return (
      <Box>
        {back}
        <Box component="span" sx={visuallyHidden}>
          {t('player.loading')}
        </Box>
        <Stack spacing={2} aria-hidden>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      </Box>
    );
  }
  if (player.isError) {
    return (
      <Box>
        {back}
        <LoadErrorPanel
          title={t('player.loadErrorTitle')}
          message={t('player.loadError')}
          retrying={player.isFetching}
          onRetry={() => void player.refetch()}
        />
      </Box>
    );
  }
  return (
    <Box>
      {back}
      <PlayerView player={player.data} sections={sections} />
    </Box>
  );
}

function PlayerView({
  player,
  sections,
}: {
  player: PlayerDetail;
  sections: PlayerSections | undefined;
}) {
  const titleId = useId();
  return (
    <Stack component="article" aria-labelledby={titleId} spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {player.name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            {player.email} · #{player.id}
          </Typography>
          <PlayerStateChips
            player={{
              role: player.role,
              locked: player.lock !== null,
              verified: player.account_verified_at !== null,
            }}
          />
        </Box>
        <PlayerActions player={player} />
      </Stack>
      <LockNotice player={player} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <ProfileSection player={player} />
          <NotesSection player={player} />
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <BalancesSection player={player} />
          <KycSection player={player} />
          <SessionsSection player={player} />
          {/* Their code may come later than the page's: the page does not wait for it. */}
          <Suspense fallback={null}>{sections?.(player.id)}</Suspense>
        </Stack>
      </Box>
      {/* The lists take the page's whole width, so their tables keep every column. */}
      <TransactionsSection userId={player.id} />
      <RoundsSection userId={player.id} />
      <BonusesSection userId={player.id} />
    </Stack>
  );
}
