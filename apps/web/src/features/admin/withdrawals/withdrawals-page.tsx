import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { useCanActOnMoney } from '../../../lib/operator-role';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { ConfirmActionDialog } from '../../../ui/operator/confirm-action-dialog';
import { CopyableCode } from '../../../ui/operator/copyable-code';
import { QueryContent } from '../../../ui/operator/query-content';
import { RecordCard, RecordCardList } from '../../../ui/operator/record-card';
import { RefreshButton } from '../../../ui/operator/refresh-button';
import { useFitsWidth } from '../../../ui/operator/use-fits-width';
import { usePageTitle } from '../../../ui/use-page-title';
import { adminWithdrawalsQueryOptions } from '../api/admin-api';
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

/** From this width of the page on, the queue is a table with all its columns; below, cards. */
const FULL_TABLE_MIN_WIDTH_PX = 1000;

/** The steps that need no form, only a yes: each asks before it moves the money on. */
type ConfirmedStep = { withdrawal: AdminWithdrawal; action: 'approve' | 'confirm' };

/**
 * /admin/withdrawals: the players' withdrawal requests and the operator's steps on them. Every
 * step asks first (issue 17): approve and confirm in a confirmation, reject and mark sent in
 * their own dialogs. Support agents read the queue; only admins act on it.
 */
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
  const [confirming, setConfirming] = useState<ConfirmedStep | null>(null);
  const canAct = useCanActOnMoney();
  const locale = useLocale();
  usePageTitle(t('withdrawals.title'));

  function onAction(withdrawal: AdminWithdrawal, action: WithdrawalAction) {
    if (action === 'reject') {
      setRejecting(withdrawal);
    } else if (action === 'markSent') {
      setSending(withdrawal);
    } else {
      setConfirming({ withdrawal, action });
    }
  }

  async function runConfirmed() {
    if (confirming === null) {
      return;
    }
    try {
      await step.mutateAsync({
        withdrawal: confirming.withdrawal,
        command: { action: confirming.action },
      });
      setConfirming(null);
    } catch {
      // The notice says what went wrong; the dialog stays for another try or a cancel.
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
      {!canAct && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('withdrawals.readOnly')}
        </Alert>
      )}
      <QueryContent
        query={withdrawals}
        emptyText={t('withdrawals.empty')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <WithdrawalsList
            withdrawals={list}
            labelledBy={titleId}
            canAct={canAct}
            pendingAction={pendingAction}
            onAction={onAction}
          />
        )}
      </QueryContent>
      <ConfirmActionDialog
        open={confirming !== null}
        title={
          confirming === null
            ? ''
            : t(`withdrawals.confirmDialog.${confirming.action}Title`, {
                id: confirming.withdrawal.id,
              })
        }
        body={
          confirming === null
            ? ''
            : t(`withdrawals.confirmDialog.${confirming.action}Text`, {
                amount: formatMoney(
                  confirming.withdrawal.amount,
                  confirming.withdrawal.currency,
                  locale,
                ),
                net: formatMoney(
                  confirming.withdrawal.net_amount,
                  confirming.withdrawal.currency,
                  locale,
                ),
                coin: confirming.withdrawal.coin,
                player: confirming.withdrawal.user_name,
              })
        }
        confirmLabel={confirming === null ? '' : t(`withdrawals.actions.${confirming.action}`)}
        busy={confirming !== null && pendingAction(confirming.withdrawal.id) === confirming.action}
        onConfirm={() => void runConfirmed()}
        onClose={() => setConfirming(null)}
      />
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

interface WithdrawalsListProps {
  withdrawals: readonly AdminWithdrawal[];
  labelledBy: string;
  /** Whether the operator may act on money: the actions column is theirs alone. */
  canAct: boolean;
  pendingAction: (id: number) => WithdrawalAction | undefined;
  onAction: (withdrawal: AdminWithdrawal, action: WithdrawalAction) => void;
}

/**
 * The queue as a table with every column where the page is wide enough, else as cards that
 * keep the key columns (ID, player, amount, status) and the actions in view.
 */
function WithdrawalsList(props: WithdrawalsListProps) {
  const [ref, fits] = useFitsWidth<HTMLDivElement>(FULL_TABLE_MIN_WIDTH_PX);
  return (
    <Box ref={ref}>{fits ? <WithdrawalsTable {...props} /> : <WithdrawalCards {...props} />}</Box>
  );
}

function WithdrawalCards({ withdrawals, canAct, pendingAction, onAction }: WithdrawalsListProps) {
  const { t } = useTranslation('admin');
  const locale = useLocale();

  return (
    <RecordCardList>
      {withdrawals.map((withdrawal) => (
        <RecordCard
          key={withdrawal.id}
          label={t('withdrawals.rowLabel', { id: withdrawal.id })}
          testId={`withdrawal-${withdrawal.id}`}
          keyFields={[
            { label: t('withdrawals.columns.id'), value: withdrawal.id },
            {
              label: t('withdrawals.columns.player'),
              value: `${withdrawal.user_name} #${withdrawal.user_id}`,
            },
            {
              label: t('withdrawals.columns.amount'),
              value: formatMoney(withdrawal.amount, withdrawal.currency, locale),
            },
            {
              label: t('withdrawals.columns.status'),
              value: <WithdrawalStatus withdrawal={withdrawal} />,
            },
          ]}
          actions={
            canAct && (
              <WithdrawalStepButtons
                withdrawal={withdrawal}
                pendingAction={pendingAction(withdrawal.id)}
                onAction={(action) => onAction(withdrawal, action)}
              />
            )
          }
          details={[
            {
              label: t('withdrawals.columns.coin'),
              value: <WithdrawalCoin withdrawal={withdrawal} />,
            },
            {
              label: t('withdrawals.columns.fee'),
              value: formatMoney(withdrawal.fee, withdrawal.currency, locale),
            },
            { label: t('withdrawals.columns.net'), value: <NetAmount withdrawal={withdrawal} /> },
            {
              label: t('withdrawals.columns.created'),
              value: formatDate(withdrawal.created_at, locale),
            },
            {
              label: t('withdrawals.columns.reviewedBy'),
              value: withdrawal.reviewed_by ?? t('common.none'),
            },
            {
              label: t('withdrawals.columns.address'),
              value: (
                <CopyableCode
                  value={withdrawal.wallet_address}
                  label={t('common.addressLabel')}
                  maxWidth="100%"
                />
              ),
            },
          ]}
        />
      ))}
    </RecordCardList>
  );
}

function WithdrawalCoin({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  // "Lightning" is the network's name, the same in every language.
  return withdrawal.rail === 'lightning' ? `${withdrawal.coin} (Lightning)` : withdrawal.coin;
}

function NetAmount({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const locale = useLocale();
  return (
    <>
      {formatMoney(withdrawal.net_amount, withdrawal.currency, locale)}
      {withdrawal.crypto_amount !== null && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', fontFamily: 'monospace' }}
        >
          {withdrawal.crypto_amount} {withdrawal.coin}
        </Typography>
      )}
    </>
  );
}

/** The state, with the txid once sent and the reason once rejected. */
function WithdrawalStatus({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation('admin');
  return (
    <Stack component="span" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <WithdrawalStatusChip status={withdrawal.status} />
      {withdrawal.txid !== null && (
        <CopyableCode value={withdrawal.txid} label={t('common.txidLabel')} maxWidth="8rem" />
      )}
      {withdrawal.reason !== null && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ maxWidth: '14rem' }}
        >
          {t('withdrawals.reason', { reason: withdrawal.reason })}
        </Typography>
      )}
    </Stack>
  );
}

function WithdrawalsTable({
  withdrawals,
  labelledBy,
  canAct,
  pendingAction,
  onAction,
}: WithdrawalsListProps) {
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
            {canAct && <TableCell>{t('withdrawals.columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {withdrawals.map((withdrawal) => (
            <TableRow
              key={withdrawal.id}
              hover
              data-testid={`withdrawal-${withdrawal.id}`}
              sx={{ verticalAlign: 'top' }}
            >
              <TableCell>{withdrawal.id}</TableCell>
              <TableCell>
                <Typography variant="body2">{withdrawal.user_name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  #{withdrawal.user_id}
                </Typography>
              </TableCell>
              <TableCell>
                <WithdrawalCoin withdrawal={withdrawal} />
              </TableCell>
              <TableCell>
                <CopyableCode
                  value={withdrawal.wallet_address}
                  label={t('common.addressLabel')}
                  maxWidth="7rem"
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(withdrawal.amount, withdrawal.currency, locale)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(withdrawal.fee, withdrawal.currency, locale)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <NetAmount withdrawal={withdrawal} />
              </TableCell>
              <TableCell>
                <WithdrawalStatus withdrawal={withdrawal} />
              </TableCell>
              {/* Date and time may take two lines, to leave the actions their room. */}
              <TableCell sx={{ minWidth: '6.5rem' }}>
                {formatDate(withdrawal.created_at, locale)}
              </TableCell>
              <TableCell>{withdrawal.reviewed_by ?? t('common.none')}</TableCell>
              {canAct && (
                <TableCell>
                  <WithdrawalStepButtons
                    withdrawal={withdrawal}
                    pendingAction={pendingAction(withdrawal.id)}
                    onAction={(action) => onAction(withdrawal, action)}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
