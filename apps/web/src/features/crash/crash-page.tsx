import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CRASH_TABLE_NAMES,
  CRASH_TABLES,
  type CrashHistoryEntry,
  type CrashTable,
} from '@satsino/contract/crash';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { formatNumber } from '../../i18n/format';
import { localizedPath } from '../../i18n/locale-path';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { useLocale } from '../../i18n/use-locale';
import { SoundToggle } from '../../ui/sound-toggle';
import { usePageTitle } from '../../ui/use-page-title';
import { myCrashBetsQueryOptions } from './api/crash-api';
import { BetPanel } from './components/bet-panel';
import { CrashGraph } from './components/crash-graph';
import { FairnessPanel } from './components/fairness-panel';
import { GuestPanel } from './components/guest-panel';
import { HistoryStrip } from './components/history-strip';
import { MyBets } from './components/my-bets';
import { PlayersList } from './components/players-list';
import { SeedingNotice } from './components/seeding-notice';
import { VerifyDialog } from './components/verify-dialog';
import { CRASH_TABLE_ACCENT } from './crash-format';
import { useCrashTable } from './use-crash-table';

/** /games/crash, /games/crashbull, /games/crashsw: one multiplayer table each. */
export function CrashPage({ table }: { table: CrashTable }) {
  usePageTitle(CRASH_TABLE_NAMES[table]);
  return (
    <TextsSuspense namespace="crash">
      <CrashTableView table={table} />
    </TextsSuspense>
  );
}

function CrashTableView({ table }: { table: CrashTable }) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  const session = useSession();
  const { query, offsetMs } = useCrashTable(table);
  const user = session.status === 'authenticated' ? session.user : undefined;
  // The player's own bets (the same query their bet panel reads), to mark them in the list.
  const mine = useQuery({ ...myCrashBetsQueryOptions(table), enabled: user !== undefined });
  const [verifying, setVerifying] = useState<CrashHistoryEntry>();
  const accent = CRASH_TABLE_ACCENT[table];
  const state = query.data;

  const header = (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          component="h1"
          variant="h4"
          sx={{ borderLeft: 4, borderColor: `${accent}.main`, pl: 1.5 }}
        >
          {CRASH_TABLE_NAMES[table]}
        </Typography>
        {/* Muted until the player turns it on; one choice for every game. */}
        <SoundToggle label={t('sound.label')} onHint={t('sound.on')} offHint={t('sound.off')} />
      </Stack>
      {state && (
        <Typography color="text.secondary" variant="body2">
          {t('page.subtitle', {
            rtp: formatNumber(state.rtp_bps / 100, locale, { maximumFractionDigits: 2 }),
          })}
        </Typography>
      )}
      <Stack
        component="nav"
        aria-label={t('page.otherTables')}
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
      >
        {CRASH_TABLES.map((other) => (
          <Button
            key={other}
            component={RouterLink}
            to={localizedPath(`/games/${other}`, locale)}
            size="small"
            color={CRASH_TABLE_ACCENT[other]}
            variant={other === table ? 'contained' : 'outlined'}
            aria-current={other === table ? 'page' : undefined}
          >
            {CRASH_TABLE_NAMES[other]}
          </Button>
        ))}
      </Stack>
    </Stack>
  );

  if (query.isPending) {
    return (
      <Box>
        {header}
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  if (query.isError || !state) {
    return (
      <Box>
        {header}
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('page.loadError')}
        </Alert>
      </Box>
    );
  }

  // Without a salted chain no round runs: the page says why instead of a stuck round.
  const waiting = state.seeding !== 'ready';
  return (
    <Box data-testid={`crash-table-${table}`}>
      {header}
      <Box
        sx={{
          display: { xs: 'flex', md: 'grid' },
          flexDirection: 'column',
          gap: 2,
          gridTemplateColumns: { md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: { xs: 'stretch', md: 'start' },
        }}
      >
        {/* Two columns on desktop; on a phone the parts interleave: the bet comes right after the graph. */}
        <Stack spacing={{ md: 2 }} sx={{ display: { xs: 'contents', md: 'flex' }, minWidth: 0 }}>
          <Box sx={{ order: { xs: 1, md: 0 }, minWidth: 0 }}>
            <HistoryStrip history={state.history} onVerify={setVerifying} />
          </Box>
          <Box sx={{ order: { xs: 2, md: 0 } }}>
            {waiting ? (
              <SeedingNotice state={state} accent={accent} />
            ) : (
              <CrashGraph
                table={table}
                round={state.round}
                offsetMs={offsetMs}
                growthPerMs={state.growth_per_ms}
                bettingMs={state.betting_ms}
                accent={accent}
              />
            )}
          </Box>
          <Box sx={{ order: { xs: 6, md: 0 } }}>
            <FairnessPanel chain={state.chain} rtpBps={state.rtp_bps} />
          </Box>
        </Stack>
        <Stack spacing={{ md: 2 }} sx={{ display: { xs: 'contents', md: 'flex' }, minWidth: 0 }}>
          {/* No bet can be placed while the table waits; guests still see how to join. */}
          {!(waiting && user) && (
            <Box sx={{ order: { xs: 3, md: 0 } }}>
              {user ? (
                <BetPanel
                  table={table}
                  user={user}
                  round={state.round}
                  offsetMs={offsetMs}
                  growthPerMs={state.growth_per_ms}
                  limits={state.limits}
                  accent={accent}
                />
              ) : (
                <GuestPanel accent={accent} />
              )}
            </Box>
          )}
          {!waiting && (
            <Box sx={{ order: { xs: 4, md: 0 } }}>
              <PlayersList
                bets={state.round?.bets ?? []}
                ownBetIds={mine.data?.map((bet) => bet.id)}
              />
            </Box>
          )}
          {user && (
            <Box sx={{ order: { xs: 5, md: 0 } }}>
              <MyBets table={table} />
            </Box>
          )}
        </Stack>
      </Box>
      <VerifyDialog table={table} roundId={verifying?.id} onClose={() => setVerifying(undefined)} />
    </Box>
  );
}
