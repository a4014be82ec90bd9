import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LedgerAudit } from '@satsino/contract/wallet-admin';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { QueryContent } from '../../../ui/operator/query-content';
import { usePageTitle } from '../../../ui/use-page-title';
import { ledgerAuditQueryOptions } from '../api/admin-api';
import { formatMinorIn } from '../format-amount';

/** /admin/ledger-audit: runs the ledger's invariant checks and shows each result. */
export function LedgerAuditPage() {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const audit = useQuery(ledgerAuditQueryOptions());
  usePageTitle(t('audit.title'));

  return (
    <Stack component="section" aria-labelledby={titleId} aria-busy={audit.isFetching}>
      <AdminPageHeader
        titleId={titleId}
        title={t('audit.title')}
        intro={t('audit.intro')}
        actions={
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<PlayArrowOutlined />}
            loading={audit.isFetching}
            loadingPosition="start"
            onClick={() => void audit.refetch()}
          >
            {t('audit.run')}
          </Button>
        }
      />
      <QueryContent
        query={audit}
        emptyText=""
        isEmpty={() => false}
        errorTitle={t('audit.failedTitle')}
      >
        {(result) => <AuditResult audit={result} />}
      </QueryContent>
    </Stack>
  );
}

function AuditResult({ audit }: { audit: LedgerAudit }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const checksId = useId();
  const totalsId = useId();

  return (
    <Stack spacing={3}>
      <Alert severity={audit.ok ? 'success' : 'error'} variant="outlined" role="status">
        <AlertTitle>{audit.ok ? t('audit.ok') : t('audit.failed')}</AlertTitle>
        {t('audit.checkedAt', {
          time: formatDate(audit.checked_at, locale, { dateStyle: 'medium', timeStyle: 'medium' }),
        })}
      </Alert>

      <Box component="section" aria-labelledby={checksId}>
        <Typography id={checksId} component="h3" variant="h6" sx={{ mb: 1.5 }}>
          {t('audit.checks')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {audit.checks.map((check) => (
            <Paper
              key={check.name}
              component="li"
              variant="outlined"
              sx={{
                p: 1.5,
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr) auto',
                gap: 1.5,
                alignItems: 'start',
                borderColor: check.ok ? 'divider' : 'error.main',
              }}
            >
              {check.ok ? (
                <CheckCircleOutline color="success" aria-hidden />
              ) : (
                <ErrorOutline color="error" aria-hidden />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2" sx={{ fontFamily: 'monospace' }}>
                  {check.name}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                >
                  {check.detail}
                </Typography>
              </Box>
              <Chip
                size="small"
                variant="outlined"
                color={check.ok ? 'success' : 'error'}
                label={check.ok ? t('audit.passed') : t('audit.checkFailed')}
              />
            </Paper>
          ))}
        </Stack>
      </Box>

      <Box component="section" aria-labelledby={totalsId}>
        <Typography id={totalsId} component="h3" variant="h6" sx={{ mb: 1.5 }}>
          {t('audit.totals')}
        </Typography>
        {audit.totals.length === 0 ? (
          <Typography color="text.secondary">{t('audit.noTotals')}</Typography>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-labelledby={totalsId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('audit.columns.currency')}</TableCell>
                  <TableCell align="right">{t('audit.columns.transfers')}</TableCell>
                  <TableCell align="right">{t('audit.columns.cash')}</TableCell>
                  <TableCell align="right">{t('audit.columns.bonus')}</TableCell>
                  <TableCell align="right">{t('audit.columns.holds')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {audit.totals.map((total) => (
                  <TableRow key={total.currency}>
                    <TableCell>{total.currency}</TableCell>
                    <TableCell align="right">{formatNumber(total.transfers, locale)}</TableCell>
                    <TableCell align="right">
                      {formatMinorIn(total.player_cash, total.currency, locale)}
                    </TableCell>
                    <TableCell align="right">
                      {formatMinorIn(total.player_bonus, total.currency, locale)}
                    </TableCell>
                    <TableCell align="right">
                      {formatMinorIn(total.withdrawal_holds, total.currency, locale)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
    </Stack>
  );
}
