import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CRASH_TABLE_NAMES,
  CRASH_TABLES,
  type CrashSeedingState,
  type CrashTable,
  type CrashTableState,
} from '@satsino/contract/crash';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';
import { useQueries } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../i18n/format';
import { localizedPath } from '../../../i18n/locale-path';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { LoadErrorLine } from '../../../ui/load-error';
import { usePageTitle } from '../../../ui/use-page-title';
import { crashTableQueryOptions } from '../api/crash-api';
import { formatMultiplier } from '../crash-format';
import { CrashLimitsEditor } from './crash-limits-editor';

/** The chains and seeding page (ADMIN_PATHS.crashChains). */
const CHAINS_PATH = '/admin/crash-chains';

const SEEDING_COLOURS: Record<CrashSeedingState, 'success' | 'warning' | 'error'> = {
  ready: 'success',
  waiting_for_salt: 'warning',
  no_chain: 'error',
};

/** How many of the last crash points a card lists. */
const RECENT_CRASHES = 8;

/**
 * /admin/crash-tables: each crash table's state, limits and chain, and the way to seeding. Admins
 * edit a table's limits here; support agents read them.
 */
export function CrashTablesPage() {
  return (
    <TextsSuspense namespace="reports">
      <CrashTables />
    </TextsSuspense>
  );
}

function CrashTables() {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const titleId = useId();
  const tables = useQueries({
    queries: CRASH_TABLES.map((table) => crashTableQueryOptions(table)),
  });
  usePageTitle(t('crashTables.title'));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <AdminPageHeader
        titleId={titleId}
        title={t('crashTables.title')}
        intro={t('crashTables.intro')}
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            loading={tables.some((table) => table.isFetching && !table.isPending)}
            onClick={() => {
              for (const table of tables) void table.refetch();
            }}
          >
            {t('refresh')}
          </Button>
        }
      />
      <Link
        component={RouterLink}
        to={localizedPath(CHAINS_PATH, locale)}
        sx={{ display: 'inline-block', mb: 2 }}
      >
        {t('crashTables.chainsLink')}
      </Link>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        {CRASH_TABLES.map((table, index) => {
          const query = tables[index];
          return (
            <Paper
              key={table}
              component="section"
              variant="outlined"
              aria-label={CRASH_TABLE_NAMES[table]}
              data-testid={`crash-table-${table}`}
              sx={{ p: { xs: 2, sm: 2.5 } }}
            >
              {query?.data ? (
                <TableCard state={query.data} />
              ) : query?.isError ? (
                <>
                  <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
                    {CRASH_TABLE_NAMES[table]}
                  </Typography>
                  <LoadErrorLine
                    message={t('crashTables.loadError')}
                    onRetry={() => void query.refetch()}
                    retrying={query.isFetching}
                  />
                </>
              ) : (
                <Skeleton variant="rounded" height={260} aria-label={t('crashTables.loading')} />
              )}
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

function TableCard({ state }: { state: CrashTableState & { table: CrashTable } }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const units = (minor: number) =>
    formatNumber(minor / MINOR_UNITS_PER_MAJOR, locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  const x = (x100: number) => `${formatMultiplier(x100, locale)}×`;
  const { limits, round, chain } = state;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h3" variant="h6" sx={{ mr: 'auto' }}>
          {state.name}
        </Typography>
        <Chip
          size="small"
          color={SEEDING_COLOURS[state.seeding]}
          label={t(`crashTables.seeding.${state.seeding}`)}
        />
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, 1fr)' }}
      >
        <Fact label={t('crashTables.minBet')}>{units(limits.min_bet)}</Fact>
        <Fact label={t('crashTables.maxBet')}>{units(limits.max_bet)}</Fact>
        <Fact label={t('crashTables.autoCashout')}>
          {`${x(limits.min_auto_cashout_x100)} – ${x(limits.max_auto_cashout_x100)}`}
        </Fact>
        <Fact label={t('crashTables.rtp')}>
          {formatNumber(state.rtp_bps / 10_000, locale, {
            style: 'percent',
            minimumFractionDigits: 2,
          })}
        </Fact>
        <Fact label={t('crashTables.bettingWindow')}>
          {t('crashTables.seconds', {
            seconds: formatNumber(state.betting_ms / 1_000, locale, { maximumFractionDigits: 1 }),
          })}
        </Fact>
        <Fact label={t('crashTables.round')}>
          {round
            ? t(`crashTables.roundStatus.${round.status}`, { position: round.position })
            : t('crashTables.noRound')}
        </Fact>
        <Fact label={t('crashTables.chain')}>
          {chain
            ? t('crashTables.chainProgress', {
                id: chain.id,
                played: formatNumber(chain.rounds_played, locale),
                length: formatNumber(chain.length, locale),
              })
            : t('crashTables.noChain')}
        </Fact>
      </Box>
      <CrashLimitsEditor key={JSON.stringify(limits)} table={state.table} limits={limits} />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('crashTables.recent')}
        </Typography>
        {state.history.length === 0 ? (
          <Typography variant="body2">{t('crashTables.noHistory')}</Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {state.history.slice(0, RECENT_CRASHES).map((entry) => (
              <Chip
                key={entry.id}
                size="small"
                variant="outlined"
                color={entry.crash_point_x100 >= 200 ? 'success' : 'default'}
                label={x(entry.crash_point_x100)}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
