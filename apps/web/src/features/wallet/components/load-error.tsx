import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  onRetry: () => void;
  retrying?: boolean;
  /** What failed, in words; a generic sentence when absent. */
  message?: string;
}

/** A load that failed, with a way to ask again. */
export function LoadError({ onRetry, retrying = false, message }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<RefreshIcon />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('common.retry')}
        </Button>
      }
    >
      {message ?? t('wallet.states.loadFailed')}
    </Alert>
  );
}
