import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminWithdrawal } from '@satsino/contract/wallet-admin';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { usePageTitle } from '../../../ui/use-page-title';
import { adminWithdrawalsQueryOptions } from '../api/admin-api';
import { CopyableCode } from '../components/copyable-code';
import { QueryContent } from '../components/query-content';
import { RefreshButton } from '../components/refresh-button';
import { MarkSentDialog } from './mark-sent-dialog';
import { RejectWithdrawalDialog } from './reject-withdrawal-dialog';
import { useWithdrawalSteps } from './use-withdrawal-steps';
import type { WithdrawalAction } from './withdrawal-actions';
import {
  DEFAULT_WITHDRAWAL_FILTER,
  WITHDRAWAL_FILTER_PARAM,
  WITHDRAWAL_FILTERS,
  withdrawalFilterOf,
} from './withdrawal-filter';
import { WithdrawalStatusChip } from './withdrawal-status-chip';
import { WithdrawalStepButtons } from './withdrawal-step-buttons';

/** /admin/withdrawals: the players' withdrawal requests and the operator's steps on them. */
export function WithdrawalsPage() {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = withdrawalFilterOf(searchParams.get(WITHDRAWAL_FILTER_PARAM));
  const withdrawals = useQuery(adminWithdrawalsQueryOptions(filter));
  const { step, pendingAction } = useWithdrawalSteps();
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);
  const [sending, setSending] = useState<AdminWithdrawal | null>(null);
  usePageTitle(t('withdrawals.title'));

  function onAction(withdrawal: AdminWithdrawal, action: WithdrawalAction) {
    if (action === 'reject') {
      setRejecting(withdrawal);
    } else if (action === 'markSent') {
      setSending(withdrawal);
    } else {
      step.mutate({ withdrawal, command: { action } });
    }
  }

  return (
    <Stack component="section" aria-labelledby={titleId} aria-busy={withdrawals.isPending}>
      <AdminPageHeader
        titleId={titleId}
        title={t('withdrawals.title')}
        intro={t('withdrawals.intro')}
        actions={
          <>
            <TextField
              id={filterId}
              select
              size="small"
              label={t('withdrawals.filter')}
              value={filter}
              onChange={(event) =>
                setSearchParams(
                  (params) => {
                    if (event.target.value === DEFAULT_WITHDRAWAL_FILTER) {
                      params.delete(WITHDRAWAL_FILTER_PARAM);
                    } else {
                      params.set(WITHDRAWAL_FILTER_PARAM, event.target.value);
                    }
                    return params;
                  },
                  { replace: true },
                )
              }
              sx={{ minWidth: '10rem' }}
            >
              {WITHDRAWAL_FILTERS.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`withdrawalStatus.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            <RefreshButton
              refreshing={withdrawals.isFetching && !withdrawals.isPending}
              onRefresh={() => void withdrawals.refetch()}
            />
          </>
        }
      />
      <QueryContent
        query={withdrawals}
        emptyText={t('withdrawals.empty')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <WithdrawalsTable
            withdrawals={list}
            labelledBy={titleId}
            pendingAction={pendingAction}
            onAction={onAction}
          />
        )}
      </QueryContent>
      <RejectWithdrawalDialog
        withdrawal={rejecting}
        pending={rejecting !== null && pendingAction(rejecting.id) === 'reject'}
        onCancel={() => setRejecting(null)}
        onReject={async (reason) => {
          if (rejecting === null) {
            return;
          }
          await step.mutateAsync({ withdrawal: rejecting, command: { action: 'reject', reason } });
          setRejecting(null);
        }}
      />
      <MarkSentDialog
        withdrawal={sending}
        pending={sending !== null && pendingAction(sending.id) === 'markSent'}
        onCancel={() => setSending(null)}
        onMarkSent={async (txid) => {
          if (sending === null) {
            return;
          }
          await step.mutateAsync({
            withdrawal: sending,
            command: txid === undefined ? { action: 'markSent' } : { action: 'markSent', txid },
          });
          setSending(null);
        }}
      />
    </Stack>
  );
}

interface WithdrawalsTableProps {
  withdrawals: readonly AdminWithdrawal[];
  labelledBy: string;
  pendingAction: (id: number) => WithdrawalAction | undefined;
  onAction: (withdrawal: AdminWithdrawal, action: WithdrawalAction) => void;
}

function WithdrawalsTable({
  withdrawals,
  labelledBy,
  pendingAction,
  onAction,
}: WithdrawalsTableProps) {
  const { t } = useTranslation('admin');
  const locale = useLocale();

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('withdrawals.columns.id')}</TableCell>
            <TableCell>{t('withdrawals.columns.player')}</TableCell>
            <TableCell>{t('withdrawals.columns.coin')}</TableCell>
            <TableCell>{t('withdrawals.columns.address')}</TableCell>
            <TableCell align="right">{t('withdrawals.columns.amount')}</TableCell>
            <TableCell align="right">{t('withdrawals.columns.fee')}</TableCell>
            <TableCell align="right">{t('withdrawals.columns.net')}</TableCell>
            <TableCell>{t('withdrawals.columns.status')}</TableCell>
            <TableCell>{t('withdrawals.columns.created')}</TableCell>
            <TableCell>{t('withdrawals.columns.reviewedBy')}</TableCell>
            <TableCell>{t('withdrawals.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {withdrawals.map((withdrawal) => (
            <TableRow key={withdrawal.id} hover sx={{ verticalAlign: 'top' }}>
              <TableCell>{withdrawal.id}</TableCell>
              <TableCell>
                <Typography variant="body2">{withdrawal.user_name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  #{withdrawal.user_id}
                </Typography>
              </TableCell>
              <TableCell>
                {/* "Lightning" is the network's name, the same in every language. */}
                {withdrawal.rail === 'lightning'
                  ? `${withdrawal.coin} (Lightning)`
                  : withdrawal.coin}
              </TableCell>
              <TableCell>
                <CopyableCode value={withdrawal.wallet_address} label={t('common.addressLabel')} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(withdrawal.amount, withdrawal.currency, locale)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(withdrawal.fee, withdrawal.currency, locale)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(withdrawal.net_amount, withdrawal.currency, locale)}
                {withdrawal.crypto_amount !== null && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', fontFamily: 'monospace' }}
                  >
                    {withdrawal.crypto_amount} {withdrawal.coin}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <WithdrawalStatusChip status={withdrawal.status} />
                  {withdrawal.txid !== null && (
                    <CopyableCode
                      value={withdrawal.txid}
                      label={t('common.txidLabel')}
                      maxWidth="8rem"
                    />
                  )}
                  {withdrawal.reason !== null && (
                    <Typography variant="caption" color="text.secondary" sx={{ maxWidth: '14rem' }}>
                      {t('withdrawals.reason', { reason: withdrawal.reason })}
                    </Typography>
                  )}
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(withdrawal.created_at, locale)}
              </TableCell>
              <TableCell>{withdrawal.reviewed_by ?? t('common.none')}</TableCell>
              <TableCell>
                <WithdrawalStepButtons
                  withdrawal={withdrawal}
                  pendingAction={pendingAction(withdrawal.id)}
                  onAction={(action) => onAction(withdrawal, action)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
