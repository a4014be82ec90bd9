import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminDeposit } from '@satsino/contract/wallet-admin';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { useCanActOnMoney } from '../../../lib/operator-role';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { CopyableCode } from '../../../ui/operator/copyable-code';
import { QueryContent } from '../../../ui/operator/query-content';
import { RecordCard, RecordCardList, type RecordField } from '../../../ui/operator/record-card';
import { RefreshButton } from '../../../ui/operator/refresh-button';
import { useFitsWidth } from '../../../ui/operator/use-fits-width';
import { usePageTitle } from '../../../ui/use-page-title';
import { adminDepositsQueryOptions, walletConfigQueryOptions } from '../api/admin-api';
import { DepositStatusChip } from './deposit-status-chip';
import { SimulateDepositForm } from './simulate-deposit-form';
import { SimulateLightningForm } from './simulate-lightning-form';

/** The payment gateway that can simulate transfers; a real one only reports what the chain did. */
const SANDBOX_GATEWAY = 'sandbox';

/** From this width of the page on, the deposits are a table with all its columns; below, cards. */
const FULL_TABLE_MIN_WIDTH_PX = 1000;

/**
 * /admin/deposits: on-chain transfers to the players, and the sandbox's simulated transfer
 * (admins only: it credits a player).
 */
export function DepositsPage() {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const deposits = useQuery(adminDepositsQueryOptions());
  const walletConfig = useQuery(walletConfigQueryOptions());
  const canAct = useCanActOnMoney();
  usePageTitle(t('deposits.title'));

  return (
    <Stack component="section" aria-labelledby={titleId} aria-busy={deposits.isPending}>
      <AdminPageHeader
        titleId={titleId}
        title={t('deposits.title')}
        intro={t('deposits.intro')}
        actions={
          <RefreshButton
            refreshing={deposits.isFetching && !deposits.isPending}
            onRefresh={() => void deposits.refetch()}
          />
        }
      />
      {canAct && walletConfig.data?.gateway === SANDBOX_GATEWAY && <SimulateDepositForm />}
      {canAct && walletConfig.data?.lightning_sandbox === true && <SimulateLightningForm />}
      <QueryContent
        query={deposits}
        emptyText={t('deposits.empty')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => <DepositsList deposits={list} labelledBy={titleId} />}
      </QueryContent>
    </Stack>
  );
}

interface DepositsListProps {
  deposits: readonly AdminDeposit[];
  labelledBy: string;
}

/**
 * The deposits as a table with every column where the page is wide enough, else as cards that
 * keep the key columns (ID, player, amount, status and confirmations) in view.
 */
function DepositsList(props: DepositsListProps) {
  const [ref, fits] = useFitsWidth<HTMLDivElement>(FULL_TABLE_MIN_WIDTH_PX);
  return (
    <Box ref={ref}>
      {fits ? <DepositsTable {...props} /> : <DepositCards deposits={props.deposits} />}
    </Box>
  );
}

function DepositCards({ deposits }: { deposits: readonly AdminDeposit[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();

  return (
    <RecordCardList>
      {deposits.map((deposit) => {
        const details: RecordField[] = [
          {
            label: t('deposits.columns.coin'),
            value: `${deposit.coin} (${deposit.network})`,
          },
          {
            label: t('deposits.columns.credited'),
            value:
              deposit.credited_amount === null
                ? t('common.none')
                : formatMoney(deposit.credited_amount, deposit.currency, locale),
          },
          { label: t('deposits.columns.rate'), value: <DepositRate deposit={deposit} /> },
          { label: t('deposits.columns.time'), value: <DepositTime deposit={deposit} /> },
          {
            label: t('deposits.columns.address'),
            value: (
              <CopyableCode
                value={deposit.address}
                label={t('common.addressLabel')}
                maxWidth="100%"
              />
            ),
          },
          {
            label: t('deposits.columns.txid'),
            value: <DepositTxid deposit={deposit} maxWidth="100%" />,
          },
        ];
        return (
          <RecordCard
            key={deposit.id}
            label={t('deposits.rowLabel', { id: deposit.id })}
            testId={`deposit-${deposit.id}`}
            keyFields={[
              { label: t('deposits.columns.id'), value: deposit.id },
              {
                label: t('deposits.columns.player'),
                value: `${deposit.user_name} #${deposit.user_id}`,
              },
              {
                label: t('deposits.columns.amount'),
                value: `${deposit.crypto_amount} ${deposit.coin}`,
              },
              {
                label: t('deposits.columns.status'),
                value: (
                  <Stack component="span" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <DepositStatusChip status={deposit.status} />
                    <Typography component="span" variant="caption" color="text.secondary">
                      {t('deposits.confirmationsOf', {
                        done: deposit.confirmations,
                        required: deposit.required_confirmations,
                      })}
                    </Typography>
                  </Stack>
                ),
              },
            ]}
            details={details}
          />
        );
      })}
    </RecordCardList>
  );
}

function DepositRate({ deposit }: { deposit: AdminDeposit }) {
  const { t } = useTranslation('admin');
  return deposit.rate === null
    ? t('common.none')
    : t('deposits.rate', { rate: deposit.rate, currency: deposit.currency, coin: deposit.coin });
}

function DepositTime({ deposit }: { deposit: AdminDeposit }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <>
      {formatDate(deposit.created_at, locale)}
      {deposit.confirmed_at !== null && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {t('deposits.confirmedAt', { time: formatDate(deposit.confirmed_at, locale) })}
        </Typography>
      )}
    </>
  );
}

function DepositTxid({ deposit, maxWidth }: { deposit: AdminDeposit; maxWidth: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <CopyableCode value={deposit.txid} label={t('common.txidLabel')} maxWidth={maxWidth} />
      {deposit.output_index !== 0 && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {t('deposits.output', { index: deposit.output_index })}
        </Typography>
      )}
    </>
  );
}

function DepositsTable({ deposits, labelledBy }: DepositsListProps) {
  const { t } = useTranslation('admin');
  const locale = useLocale();

  return (
    <TableContainer component={Paper} variant="outlined">
      {/* Narrower cell padding than MUI's 16 px: every column fits at 1440 px with the menu. */}
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={{ '& .MuiTableCell-root': { px: 1.25 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('deposits.columns.id')}</TableCell>
            <TableCell>{t('deposits.columns.player')}</TableCell>
            <TableCell>{t('deposits.columns.coin')}</TableCell>
            <TableCell>{t('deposits.columns.address')}</TableCell>
            <TableCell>{t('deposits.columns.txid')}</TableCell>
            <TableCell align="right">{t('deposits.columns.amount')}</TableCell>
            <TableCell align="right">{t('deposits.columns.confirmations')}</TableCell>
            <TableCell>{t('deposits.columns.status')}</TableCell>
            <TableCell align="right">{t('deposits.columns.credited')}</TableCell>
            <TableCell>{t('deposits.columns.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deposits.map((deposit) => (
            <TableRow
              key={deposit.id}
              hover
              data-testid={`deposit-${deposit.id}`}
              sx={{ verticalAlign: 'top' }}
            >
              <TableCell>{deposit.id}</TableCell>
              <TableCell>
                <Typography variant="body2">{deposit.user_name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  #{deposit.user_id}
                </Typography>
              </TableCell>
              <TableCell>
                <Typography variant="body2">{deposit.coin}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {deposit.network}
                </Typography>
              </TableCell>
              <TableCell>
                <CopyableCode
                  value={deposit.address}
                  label={t('common.addressLabel')}
                  maxWidth="6.5rem"
                />
              </TableCell>
              <TableCell>
                <DepositTxid deposit={deposit} maxWidth="6rem" />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
                {deposit.crypto_amount} {deposit.coin}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {deposit.confirmations} / {deposit.required_confirmations}
              </TableCell>
              <TableCell>
                <DepositStatusChip status={deposit.status} />
              </TableCell>
              {/* The rate sits under the credited amount it made, to leave room for the rest. */}
              <TableCell align="right">
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {deposit.credited_amount === null
                    ? t('common.none')
                    : formatMoney(deposit.credited_amount, deposit.currency, locale)}
                </Box>
                {deposit.rate !== null && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', whiteSpace: 'nowrap' }}
                  >
                    <DepositRate deposit={deposit} />
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: '7rem' }}>
                <DepositTime deposit={deposit} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
