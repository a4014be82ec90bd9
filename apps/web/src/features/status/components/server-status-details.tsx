import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HealthResponse } from '@satsino/contract/health';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ServerStatusDetailsProps {
  health: HealthResponse;
}

/** The health report: server state, database state and the running version. */
export function ServerStatusDetails({ health }: ServerStatusDetailsProps) {
  const { t } = useTranslation();
  const serverOk = health.status === 'ok';
  const databaseUp = health.database === 'up';

  return (
    <Stack spacing={2}>
      {!serverOk && (
        <Alert severity="warning" variant="outlined">
          {t('status.degradedNotice')}
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0 }}>
        <StatusRow label={t('status.server')}>
          <StateChip
            good={serverOk}
            label={serverOk ? t('status.serverOk') : t('status.serverDegraded')}
          />
        </StatusRow>
        <StatusRow label={t('status.database')}>
          <StateChip
            good={databaseUp}
            label={databaseUp ? t('status.databaseUp') : t('status.databaseDown')}
          />
        </StatusRow>
        <StatusRow label={t('status.version')}>
          <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
            {health.version}
          </Typography>
        </StatusRow>
      </Box>
    </Stack>
  );
}

function StatusRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function StateChip({ good, label }: { good: boolean; label: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={good ? 'success' : 'warning'}
      icon={good ? <CheckCircleOutline /> : <ErrorOutline />}
      label={label}
    />
  );
}
