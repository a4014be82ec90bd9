import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { QueryContent } from '../../../ui/operator/query-content';
import { RefreshButton } from '../../../ui/operator/refresh-button';
import { usePageTitle } from '../../../ui/use-page-title';
import { operatorActionsQueryOptions } from '../api/admin-api';
import { operatorActionDetails } from './operator-action-details';

/** /admin/operator-log: every operator action, who and when (the wallet issue asks for it). */
export function OperatorLogPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const titleId = useId();
  const actions = useQuery(operatorActionsQueryOptions());
  usePageTitle(t('log.title'));

  return (
    <Stack component="section" aria-labelledby={titleId} aria-busy={actions.isPending}>
      <AdminPageHeader
        titleId={titleId}
        title={t('log.title')}
        intro={t('log.intro')}
        actions={
          <RefreshButton
            refreshing={actions.isFetching && !actions.isPending}
            onRefresh={() => void actions.refetch()}
          />
        }
      />
      <QueryContent
        query={actions}
        emptyText={t('log.empty')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('log.columns.time')}</TableCell>
                  <TableCell>{t('log.columns.actor')}</TableCell>
                  <TableCell>{t('log.columns.action')}</TableCell>
                  <TableCell>{t('log.columns.target')}</TableCell>
                  <TableCell>{t('log.columns.details')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((action) => (
                  <TableRow key={action.id} hover sx={{ verticalAlign: 'top' }}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(action.created_at, locale)}
                    </TableCell>
                    <TableCell>{action.actor}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                      {action.action}
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{action.target}</TableCell>
                    <TableCell
                      sx={{
                        fontFamily: 'monospace',
                        fontSize: '0.75rem',
                        overflowWrap: 'anywhere',
                        minWidth: '12rem',
                      }}
                    >
                      {operatorActionDetails(action.details) ?? t('common.none')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryContent>
    </Stack>
  );
}
