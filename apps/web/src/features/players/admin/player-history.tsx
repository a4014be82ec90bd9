import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AdminBonus } from '@satsino/contract/bonuses';
import type { PlayerRound } from '@satsino/contract/players';
import type { WalletTransaction } from '@satsino/contract/wallet';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { QueryContent } from '../../../ui/operator/query-content';
import {
  playerBonusesQueryOptions,
  playerRoundsQueryOptions,
  playerTransactionsQueryOptions,
} from '../api/players-admin-api';
import { PlayerSection } from './player-section';
import { type RecordColumn, RecordList } from './record-list';

const TABLE_MIN_WIDTH_PX = 720;

/** The states a wallet movement can be in: a withdrawal's, else confirmed. */
const TRANSACTION_STATUSES = [
  'pending',
  'approved',
  'accepted',
  'confirmed',
  'rejected',
  'cancelled',
] as const;
const isTransactionStatus = (status: string): status is (typeof TRANSACTION_STATUSES)[number] =>
  (TRANSACTION_STATUSES as readonly string[]).includes(status);

function MoreButton({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useTranslation('players');
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      sx={{ alignSelf: 'flex-start' }}
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t('common.more')}
    </Button>
  );
}

export function TransactionsSection({ userId }: { userId: number }) {
  const { t } = useTranslation('players');
  const locale = useLocale();
  const transactions = useInfiniteQuery(playerTransactionsQueryOptions(userId));
  const columns: RecordColumn<WalletTransaction>[] = [
    {
      label: t('transactions.date'),
      key: true,
      nowrap: true,
      value: (row) => formatDate(row.created_at, locale),
    },
    { label: t('transactions.type'), key: true, value: (row) => t(`transactionTypes.${row.type}`) },
    {
      label: t('transactions.amount'),
      key: true,
      nowrap: true,
      align: 'right',
      value: (row) => formatMoney(row.amount, row.currency, locale),
    },
    {
      label: t('transactions.balanceAfter'),
      nowrap: true,
      align: 'right',
      value: (row) =>
        t(`transactions.balanceOf.${row.balance_type}`, {
          amount: formatMoney(row.balance_after, row.currency, locale),
        }),
    },
    {
      label: t('transactions.status'),
      key: true,
      value: (row) =>
        isTransactionStatus(row.status) ? t(`transactionStatuses.${row.status}`) : row.status,
    },
    {
      label: t('transactions.reference'),
      // A transaction hash breaks anywhere rather than widen the table past the page.
      value: (row) => (
        <Box component="span" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
          {row.reference_number ?? t('common.none')}
        </Box>
      ),
    },
  ];
  return (
    <PlayerSection title={t('transactions.title')} testId="player-transactions">
      <QueryContent
        query={transactions}
        emptyText={t('transactions.empty')}
        isEmpty={(data) => data.pages.every((page) => page.transactions.length === 0)}
      >
        {(data) => (
          <Stack spacing={1.5}>
            <RecordList
              rows={data.pages.flatMap((page) => page.transactions)}
              columns={columns}
              rowId={(row) => row.id}
              label={t('transactions.title')}
              rowLabel={(row) => t('transactions.rowLabel', { id: row.id })}
              minWidthPx={TABLE_MIN_WIDTH_PX}
              testId={(row) => `transaction-${row.id}`}
            />
            <MoreButton query={transactions} />
          </Stack>
        )}
      </QueryContent>
    </PlayerSection>
  );
}

export function RoundsSection({ userId }: { userId: number }) {
  const { t } = useTranslation('players');
  const locale = useLocale();
  const rounds = useInfiniteQuery(playerRoundsQueryOptions(userId));
  const columns: RecordColumn<PlayerRound>[] = [
    {
      label: t('rounds.date'),
      key: true,
      nowrap: true,
      value: (row) => formatDate(row.created_at, locale),
    },
    { label: t('rounds.game'), key: true, value: (row) => row.game },
    {
      label: t('rounds.stake'),
      key: true,
      align: 'right',
      value: (row) => formatMoney(row.stake, row.currency, locale),
    },
    {
      label: t('rounds.payout'),
      key: true,
      align: 'right',
      value: (row) => formatMoney(row.payout, row.currency, locale),
    },
    { label: t('rounds.id'), value: (row) => row.id },
    { label: t('rounds.status'), value: (row) => t(`rounds.statuses.${row.status}`) },
  ];
  return (
    <PlayerSection title={t('rounds.title')}>
      <QueryContent
        query={rounds}
        emptyText={t('rounds.empty')}
        isEmpty={(data) => data.pages.every((page) => page.rounds.length === 0)}
      >
        {(data) => (
          <Stack spacing={1.5}>
            <RecordList
              rows={data.pages.flatMap((page) => page.rounds)}
              columns={columns}
              rowId={(row) => row.id}
              label={t('rounds.title')}
              rowLabel={(row) => t('rounds.rowLabel', { id: row.id })}
              minWidthPx={TABLE_MIN_WIDTH_PX}
            />
            <MoreButton query={rounds} />
          </Stack>
        )}
      </QueryContent>
    </PlayerSection>
  );
}

export function BonusesSection({ userId }: { userId: number }) {
  const { t } = useTranslation('players');
  const locale = useLocale();
  const bonuses = useQuery(playerBonusesQueryOptions(userId));
  const money = (row: AdminBonus, amount: number | null) =>
    amount === null ? t('common.none') : formatMoney(amount, row.currency, locale);
  const columns: RecordColumn<AdminBonus>[] = [
    { label: t('bonuses.kind'), key: true, value: (row) => t(`bonuses.kinds.${row.bonus_key}`) },
    {
      label: t('bonuses.state'),
      key: true,
      value: (row) => (
        <Chip
          size="small"
          variant={row.finished ? 'outlined' : 'filled'}
          color={row.state === 'running' ? 'success' : 'default'}
          label={t(`bonuses.states.${row.state}`)}
        />
      ),
    },
    {
      label: t('bonuses.amount'),
      key: true,
      align: 'right',
      value: (row) => money(row, row.amount),
    },
    {
      label: t('bonuses.wagering'),
      key: true,
      align: 'right',
      value: (row) => money(row, row.wagering_required),
    },
    { label: t('bonuses.expires'), value: (row) => formatDate(row.expireDateTime, locale) },
    { label: t('bonuses.grantedBy'), value: (row) => row.granted_by ?? t('common.none') },
  ];
  return (
    <PlayerSection title={t('bonuses.title')}>
      <QueryContent
        query={bonuses}
        emptyText={t('bonuses.empty')}
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <RecordList
            rows={data}
            columns={columns}
            rowId={(row) => row.id}
            label={t('bonuses.title')}
            rowLabel={(row) => t('bonuses.rowLabel', { id: row.id })}
            minWidthPx={TABLE_MIN_WIDTH_PX}
          />
        )}
      </QueryContent>
    </PlayerSection>
  );
}
