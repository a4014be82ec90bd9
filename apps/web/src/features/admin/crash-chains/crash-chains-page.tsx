import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CRASH_TABLE_NAMES,
  CRASH_TABLES,
  type CrashChain,
  type CrashChainStatus,
  type CrashTable,
} from '@satsino/contract/crash';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { formatDate, formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { CopyableCode } from '../../../ui/operator/copyable-code';
import { QueryContent } from '../../../ui/operator/query-content';
import { RefreshButton } from '../../../ui/operator/refresh-button';
import { usePageTitle } from '../../../ui/use-page-title';
import { adminCrashChainsQueryOptions } from './crash-chains-api';
import { PublishChainForm } from './publish-chain-form';
import { SaltDialog } from './salt-dialog';

/** The operator's default chain length (the server's `chainLength` setting). */
const DEFAULT_CHAIN_LENGTH = 100_000;

const STATUS_COLOR: Record<CrashChainStatus, 'default' | 'warning' | 'success' | 'info'> = {
  scheduled: 'default',
  waiting_for_salt: 'warning',
  ready: 'info',
  in_play: 'success',
  used_up: 'default',
};

/**
 * /admin/crash-chains: the crash tables' seeding events. Publish a table's next chain with the
 * Bitcoin block promised as its salt, then enter that block's hash once it is mined. Admins only:
 * support staff see why they cannot.
 */
export function CrashChainsAdminPage() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const titleId = useId();
  const isAdmin = user?.role === 'admin';
  const chains = useQuery({ ...adminCrashChainsQueryOptions(), enabled: isAdmin });
  const [salting, setSalting] = useState<CrashChain>();
  usePageTitle(t('crashChains.title'));

  return (
    <Stack component="section" aria-labelledby={titleId} aria-busy={chains.isPending && isAdmin}>
      <AdminPageHeader
        titleId={titleId}
        title={t('crashChains.title')}
        intro={t('crashChains.intro')}
        actions={
          isAdmin ? (
            <RefreshButton
              refreshing={chains.isFetching && !chains.isPending}
              onRefresh={() => void chains.refetch()}
            />
          ) : undefined
        }
      />
      {!isAdmin ? (
        <Alert severity="info">{t('crashChains.adminsOnly')}</Alert>
      ) : (
        <>
          <PublishChainForm defaultLength={DEFAULT_CHAIN_LENGTH} />
          <QueryContent
            query={chains}
            emptyText={t('crashChains.empty')}
            isEmpty={(list) => list.length === 0}
          >
            {(list) => (
              <Stack spacing={3}>
                {CRASH_TABLES.map((table) => (
                  <TableChains
                    key={table}
                    table={table}
                    chains={list.filter((chain) => chain.table === table)}
                    onSalt={setSalting}
                  />
                ))}
              </Stack>
            )}
          </QueryContent>
          {salting && <SaltDialog chain={salting} onClose={() => setSalting(undefined)} />}
        </>
      )}
    </Stack>
  );
}

function TableChains({
  table,
  chains,
  onSalt,
}: {
  table: CrashTable;
  chains: readonly CrashChain[];
  onSalt: (chain: CrashChain) => void;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid={`admin-crash-chains-${table}`}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ mb: 1 }}>
        {CRASH_TABLE_NAMES[table]}
      </Typography>
      {chains.length === 0 ? (
        <Typography color="text.secondary">{t('crashChains.tableEmpty')}</Typography>
      ) : (
        // A list of cards rather than a table: seven facts with two 64-digit hashes do not fit
        // a row, and a phone shows each card whole.
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {chains.map((chain) => (
            <ChainItem key={chain.id} chain={chain} onSalt={onSalt} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function ChainItem({ chain, onSalt }: { chain: CrashChain; onSalt: (chain: CrashChain) => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2 }}
      data-testid={`admin-crash-chain-${chain.id}`}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            '@': 'minmax(0, 1fr)',
            '@sm': 'repeat(2, minmax(0, 1fr))',
            '@lg': 'auto minmax(0, 1.4fr) auto minmax(0, 1.4fr) auto',
          },
        }}
      >
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle2" component="span">
            #{chain.id}
          </Typography>
          <Chip
            size="small"
            color={STATUS_COLOR[chain.status]}
            variant={chain.status === 'used_up' ? 'outlined' : 'filled'}
            label={t(`crashChains.status.${chain.status}`)}
          />
        </Stack>
        <Fact label={t('crashChains.columns.terminatingHash')}>
          <CopyableCode
            value={chain.terminating_hash}
            label={t('crashChains.columns.terminatingHash')}
          />
        </Fact>
        <Fact label={t('crashChains.columns.published')}>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(chain.published_at, locale)}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('crashChains.columns.block')}:{' '}
            {chain.promised_block_height === null
              ? t('common.none')
              : formatNumber(chain.promised_block_height, locale)}
          </Typography>
        </Fact>
        <Fact label={t('crashChains.columns.salt')}>
          {chain.salt !== null ? (
            <CopyableCode value={chain.salt} label={t('crashChains.columns.salt')} />
          ) : chain.status === 'waiting_for_salt' ? (
            <Button
              size="small"
              variant="contained"
              color="warning"
              onClick={() => onSalt(chain)}
              sx={{ whiteSpace: 'nowrap', mt: 0.25 }}
            >
              {t('crashChains.enterSalt')}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('crashChains.notPublishedYet')}
            </Typography>
          )}
        </Fact>
        <Fact label={t('crashChains.columns.rounds')}>
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatNumber(chain.rounds_played, locale)} / {formatNumber(chain.length, locale)}
          </Typography>
        </Fact>
      </Box>
    </Paper>
  );
}
