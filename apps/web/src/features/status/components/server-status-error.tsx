import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface ServerStatusErrorProps {
  retrying: boolean;
  onRetry: () => void;
}

/** The server could not be reached at all (as opposed to answering that it is degraded). */
export function ServerStatusError({ retrying, onRetry }: ServerStatusErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" variant="outlined">
      <AlertTitle>{t('status.errorTitle')}</AlertTitle>
      {t('status.errorMessage')}
      <Box sx={{ mt: 1.5 }}>
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          startIcon={<RefreshIcon />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('common.retry')}
        </Button>
      </Box>
    </Alert>
  );
}
