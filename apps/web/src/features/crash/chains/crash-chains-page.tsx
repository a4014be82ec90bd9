import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CRASH_TABLE_NAMES,
  CRASH_TABLES,
  type CrashChain,
  type CrashTable,
} from '@satsino/contract/crash';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatNumber } from '../../../i18n/format';
import { localizedPath } from '../../../i18n/locale-path';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../ui/use-page-title';
import { crashChainsQueryOptions } from '../api/crash-api';
import { CRASH_TABLE_ACCENT } from '../crash-format';
import { ChainStatusChip } from './chain-status-chip';

const hashSx = {
  fontFamily: 'monospace',
  fontSize: '0.8125rem',
  wordBreak: 'break-all',
  m: 0,
} as const;

/**
 * /provably-fair/crash: every chain of every table with its seeding event (the terminating hash,
 * when it was published, the Bitcoin block promised as its salt and the salt once entered), and
 * the exact rules a round and a payout follow. Guests read it too.
 */
export function CrashChainsPage() {
  return (
    <TextsSuspense namespace="crash">
      <CrashChainsView />
    </TextsSuspense>
  );
}

function CrashChainsView() {
  const { t } = useTranslation('crash');
  const titleId = useId();
  const chains = useQuery(crashChainsQueryOptions());
  usePageTitle(t('chains.title'));

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography id={titleId} component="h1" variant="h4">
          {t('chains.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: '75ch' }}>
          {t('chains.intro')}
        </Typography>
      </Box>
      <HowItWorks />
      {chains.isPending ? (
        <Stack spacing={1.5} aria-hidden>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      ) : chains.isError ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => void chains.refetch()}
              loading={chains.isFetching}
            >
              {t('page.retry')}
            </Button>
          }
        >
          {t('chains.loadError')}
        </Alert>
      ) : (
        CRASH_TABLES.map((table) => (
          <TableChains
            key={table}
            table={table}
            chains={chains.data.filter((chain) => chain.table === table)}
          />
        ))
      )}
    </Stack>
  );
}

/** The rules, step by step, as a verifier needs them. */
function HowItWorks() {
  const { t } = useTranslation('crash');
  const titleId = useId();
  const steps = ['chain', 'promise', 'result', 'payout'] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('chains.howTitle')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {steps.map((step) => (
          <Typography key={step} component="li" variant="body2">
            {t(`chains.steps.${step}`)}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}

function TableChains({ table, chains }: { table: CrashTable; chains: readonly CrashChain[] }) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid={`crash-chains-${table}`}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap' }}
      >
        <Typography
          id={titleId}
          component="h2"
          variant="h5"
          sx={{ borderLeft: 4, borderColor: `${CRASH_TABLE_ACCENT[table]}.main`, pl: 1.5 }}
        >
          {CRASH_TABLE_NAMES[table]}
        </Typography>
        <Link component={RouterLink} to={localizedPath(`/games/${table}`, locale)}>
          {t('chains.openTable')}
        </Link>
      </Stack>
      {chains.length === 0 ? (
        <Typography color="text.secondary">{t('chains.empty')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {chains.map((chain) => (
            <ChainCard key={chain.id} chain={chain} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function ChainCard({ chain }: { chain: CrashChain }) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`crash-chain-${chain.id}`}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography variant="subtitle1" component="h3">
          {t('chains.chain', { id: chain.id })}
        </Typography>
        <ChainStatusChip status={chain.status} label={t(`chains.status.${chain.status}`)} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Field label={t('chains.terminatingHash')}>
            <Box component="code" sx={hashSx} data-testid="chain-terminating-hash">
              {chain.terminating_hash}
            </Box>
          </Field>
        </Box>
        <Field label={t('chains.publishedAt')}>
          <Typography variant="body2">{formatDate(chain.published_at, locale)}</Typography>
        </Field>
        <Field label={t('chains.promisedBlock')}>
          <Typography variant="body2">
            {chain.promised_block_height === null
              ? t('chains.noBlock')
              : t('chains.blockHeight', {
                  height: formatNumber(chain.promised_block_height, locale),
                })}
          </Typography>
        </Field>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Field label={t('chains.salt')}>
            {chain.salt === null ? (
              <Typography variant="body2" color="warning.main" data-testid="chain-salt-waiting">
                {t('chains.waitingForBlock', {
                  height: formatNumber(chain.promised_block_height ?? 0, locale),
                })}
              </Typography>
            ) : (
              <>
                <Box component="code" sx={hashSx} data-testid="chain-salt">
                  {chain.salt}
                </Box>
                {chain.salted_at !== null && chain.promised_block_height !== null && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('chains.saltedAt', { date: formatDate(chain.salted_at, locale) })}
                  </Typography>
                )}
              </>
            )}
          </Field>
        </Box>
        <Field label={t('chains.rounds')}>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('chains.roundsOf', {
              played: formatNumber(chain.rounds_played, locale),
              length: formatNumber(chain.length, locale),
            })}
          </Typography>
        </Field>
      </Box>
    </Paper>
  );
}
