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
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { usePageTitle } from '../../../ui/use-page-title';
import { adminDepositsQueryOptions, walletConfigQueryOptions } from '../api/admin-api';
import { CopyableCode } from '../components/copyable-code';
import { QueryContent } from '../components/query-content';
import { RefreshButton } from '../components/refresh-button';
import { DepositStatusChip } from './deposit-status-chip';
import { SimulateDepositForm } from './simulate-deposit-form';
import { SimulateLightningForm } from './simulate-lightning-form';

/** The payment gateway that can simulate transfers; a real one only reports what the chain did. */
const SANDBOX_GATEWAY = 'sandbox';

/** /admin/deposits: on-chain transfers to the players, and the sandbox's simulated transfer. */
export function DepositsPage() {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const deposits = useQuery(adminDepositsQueryOptions());
  const walletConfig = useQuery(walletConfigQueryOptions());
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
      {walletConfig.data?.gateway === SANDBOX_GATEWAY && <SimulateDepositForm />}
      {walletConfig.data?.lightning_sandbox === true && <SimulateLightningForm />}
      <QueryContent
        query={deposits}
        emptyText={t('deposits.empty')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => <DepositsTable deposits={list} labelledBy={titleId} />}
      </QueryContent>
    </Stack>
  );
}

function DepositsTable({
  deposits,
  labelledBy,
}: {
  deposits: readonly AdminDeposit[];
  labelledBy: string;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('deposits.columns.player')}</TableCell>
            <TableCell>{t('deposits.columns.coin')}</TableCell>
            <TableCell>{t('deposits.columns.address')}</TableCell>
            <TableCell>{t('deposits.columns.txid')}</TableCell>
            <TableCell align="right">{t('deposits.columns.amount')}</TableCell>
            <TableCell align="right">{t('deposits.columns.confirmations')}</TableCell>
            <TableCell>{t('deposits.columns.status')}</TableCell>
            <TableCell align="right">{t('deposits.columns.credited')}</TableCell>
            <TableCell>{t('deposits.columns.rate')}</TableCell>
            <TableCell>{t('deposits.columns.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deposits.map((deposit) => (
            <TableRow key={deposit.id} hover sx={{ verticalAlign: 'top' }}>
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
                <CopyableCode value={deposit.address} label={t('common.addressLabel')} />
              </TableCell>
              <TableCell>
                <CopyableCode value={deposit.txid} label={t('common.txidLabel')} maxWidth="10rem" />
                {deposit.output_index !== 0 && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('deposits.output', { index: deposit.output_index })}
                  </Typography>
                )}
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
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {deposit.credited_amount === null
                  ? t('common.none')
                  : formatMoney(deposit.credited_amount, deposit.currency, locale)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {deposit.rate === null
                  ? t('common.none')
                  : t('deposits.rate', {
                      rate: deposit.rate,
                      currency: deposit.currency,
                      coin: deposit.coin,
                    })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(deposit.created_at, locale)}
                {deposit.confirmed_at !== null && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('deposits.confirmedAt', { time: formatDate(deposit.confirmed_at, locale) })}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
