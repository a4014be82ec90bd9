import DnsOutlined from '@mui/icons-material/DnsOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { healthQueryOptions } from '../api/health-query';
import { ServerStatusDetails } from './server-status-details';
import { ServerStatusError } from './server-status-error';
import { ServerStatusSkeleton } from './server-status-skeleton';

/** The live state of the API and its database, from `GET /api/health`. */
export function ServerStatusCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const health = useQuery(healthQueryOptions());

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader
        avatar={<DnsOutlined color="primary" />}
        title={t('status.title')}
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
        sx={{ pb: 0 }}
      />
      {/* Polite live region: a change of state is announced without stealing focus. */}
      <CardContent aria-live="polite" aria-busy={health.isPending}>
        {health.isPending ? (
          <ServerStatusSkeleton />
        ) : health.isError ? (
          <ServerStatusError retrying={health.isFetching} onRetry={() => void health.refetch()} />
        ) : (
          <ServerStatusDetails health={health.data} />
        )}
      </CardContent>
    </Card>
  );
}
