import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResponsibleGaming } from '@satsino/contract/responsible-gaming';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../i18n/format';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { LoadErrorPanel } from '../../../ui/load-error';
import { playerLimitsQueryOptions } from '../api/limits-api';

/**
 * A player's responsible-gaming rules for the operator's player page: limits with this period's
 * usage and pending changes, the session reminder and any break. Read only: the rules are the
 * player's own.
 */
export function PlayerLimitsSection({ userId }: { userId: number }) {
  return (
    <TextsSuspense namespace="limits">
      <PlayerLimitsContent userId={userId} />
    </TextsSuspense>
  );
}

function PlayerLimitsContent({ userId }: { userId: number }) {
  const { t } = useTranslation('limits');
  const titleId = useId();
  const rules = useQuery(playerLimitsQueryOptions(userId));
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2 }}
      data-testid="player-limits-section"
    >
      <Typography id={titleId} component="h3" variant="h6" sx={{ mb: 1.5 }}>
        {t('admin.title')}
      </Typography>
      {rules.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : rules.isError ? (
        <LoadErrorPanel
          message={t('loadError')}
          retrying={rules.isFetching}
          onRetry={() => void rules.refetch()}
        />
      ) : (
        <PlayerRules rules={rules.data} />
      )}
    </Paper>
  );
}

function PlayerRules({ rules }: { rules: ResponsibleGaming }) {
  const { t } = useTranslation('limits');
  const locale = useLocale();
  const money = (amountMinor: number) => formatMoney(amountMinor, rules.currency, locale);
  const breakText = !rules.break
    ? t('admin.noBreak')
    : rules.break.type === 'cool_off'
      ? t('admin.coolOff', { date: formatDate(rules.break.ends_at ?? '', locale) })
      : rules.break.ends_at === null
        ? t('admin.exclusionPermanent')
        : t('admin.exclusion', { date: formatDate(rules.break.ends_at, locale) });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Alert severity={rules.break ? 'warning' : 'info'}>{breakText}</Alert>
      <Typography variant="body2">
        {rules.reminder_minutes === null
          ? t('admin.reminderOff')
          : t('admin.reminder', { count: rules.reminder_minutes })}
      </Typography>
      {rules.limits.length === 0 ? (
        <Typography color="text.secondary">{t('admin.noLimits')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('admin.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.columns.limit')}</TableCell>
                <TableCell align="right">{t('admin.columns.amount')}</TableCell>
                <TableCell align="right">{t('admin.columns.used')}</TableCell>
                <TableCell>{t('admin.columns.pending')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.limits.map((limit) => (
                <TableRow key={`${limit.kind}-${limit.period}`}>
                  <TableCell>{t(`limitNames.${limit.kind}.${limit.period}`)}</TableCell>
                  <TableCell align="right">
                    {limit.amount === null ? '—' : money(limit.amount)}
                  </TableCell>
                  <TableCell align="right">{money(limit.used)}</TableCell>
                  <TableCell>
                    {limit.pending_at === null
                      ? '—'
                      : limit.pending_amount === null
                        ? t('current.pendingRemoval', {
                            date: formatDate(limit.pending_at, locale),
                          })
                        : t('current.pendingRaise', {
                            amount: money(limit.pending_amount),
                            date: formatDate(limit.pending_at, locale),
                          })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
