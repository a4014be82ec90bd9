import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { TRANSACTION_FILTERS, type TransactionFilter } from '@satsino/contract/wallet';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { usePageTitle } from '../../ui/use-page-title';
import { visuallyHidden } from '../../ui/visually-hidden';
import { transactionsQueryOptions } from './api/wallet-api';
import { LoadError } from './components/load-error';
import { PendingDeposits } from './components/pending-deposits';
import { PendingWithdrawals } from './components/pending-withdrawals';
import { TransactionsList } from './components/transactions-list';

const PLACEHOLDER_ROWS = ['a', 'b', 'c', 'd', 'e'] as const;

/** /settings/transactions: every movement of the balance, by filter (SPEC §2), and what is pending. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const titleId = useId();
  const panelId = useId();
  const [filter, setFilter] = useState<TransactionFilter>('all');
  const transactions = useInfiniteQuery(transactionsQueryOptions(filter));
  usePageTitle(t('wallet.transactions.title'));
  if (user === undefined) {
    return null;
  }

  let content: ReactNode;
  if (transactions.isPending) {
    content = (
      <>
        <Box component="span" role="status" sx={visuallyHidden}>
          {t('common.loading')}
        </Box>
        <Stack spacing={1} aria-hidden>
          {PLACEHOLDER_ROWS.map((row) => (
            <Skeleton key={row} variant="rounded" height={48} />
          ))}
        </Stack>
      </>
    );
  } else if (transactions.data === undefined) {
    // Only a first page that failed replaces the list; a later page's failure keeps it.
    content = (
      <LoadError onRetry={() => void transactions.refetch()} retrying={transactions.isFetching} />
    );
  } else {
    const rows = transactions.data.pages.flat();
    content =
      rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('wallet.transactions.empty')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          <TransactionsList transactions={rows} />
          {transactions.hasNextPage && (
            <Button
              variant="outlined"
              onClick={() => void transactions.fetchNextPage()}
              loading={transactions.isFetchingNextPage}
              sx={{ alignSelf: 'center' }}
              data-testid="transactions-load-more"
            >
              {t('wallet.transactions.loadMore')}
            </Button>
          )}
          {transactions.isFetchNextPageError && (
            <LoadError onRetry={() => void transactions.fetchNextPage()} />
          )}
        </Stack>
      );
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h5">
        {t('wallet.transactions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('wallet.transactions.intro')}
      </Typography>
      <Tabs
        value={filter}
        onChange={(_event, next: TransactionFilter) => setFilter(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('wallet.transactions.filtersLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TRANSACTION_FILTERS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`wallet.transactions.filters.${name}`)}
            id={`transactions-filter-${name}`}
            data-testid={`transactions-filter-${name}`}
            aria-controls={panelId}
            sx={{ minWidth: 0, px: 1.5 }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={panelId}
        aria-labelledby={`transactions-filter-${filter}`}
        aria-busy={transactions.isPending}
      >
        {content}
      </Box>
      <Box
        sx={{
          mt: 4,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { '@': '1fr', '@md': 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <PendingDeposits currency={user.currency} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <PendingWithdrawals currency={user.currency} />
        </Paper>
      </Box>
    </Box>
  );
}
