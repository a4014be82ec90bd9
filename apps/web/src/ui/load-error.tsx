import RefreshIcon from '@mui/icons-material/Refresh';
import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface RetryProps {
  /** Asks again; without it the error offers no way on (e.g. a list with its own refresh). */
  onRetry?: (() => void) | undefined;
  /** The new attempt is on its way: the button spins and cannot be pressed twice. */
  retrying?: boolean;
}

interface RetryButtonProps {
  onRetry: () => void;
  retrying: boolean;
  variant?: ButtonProps['variant'];
}

function RetryButton({ onRetry, retrying, variant = 'text' }: RetryButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      color="inherit"
      variant={variant}
      size="small"
      startIcon={<RefreshIcon />}
      loading={retrying}
      onClick={onRetry}
    >
      {t('common.retry')}
    </Button>
  );
}

interface LoadErrorLineProps extends RetryProps {
  /** What failed, in words. */
  message: string;
  variant?: AlertProps['variant'];
  sx?: AlertProps['sx'];
}

/** A load that failed, in one line, with the way to ask again at its end. */
export function LoadErrorLine({
  message,
  onRetry,
  retrying = false,
  variant = 'outlined',
  sx,
}: LoadErrorLineProps) {
  return (
    <Alert
      severity="error"
      variant={variant}
      sx={sx}
      action={
        onRetry === undefined ? undefined : <RetryButton onRetry={onRetry} retrying={retrying} />
      }
    >
      {message}
    </Alert>
  );
}

interface LoadErrorPanelProps extends RetryProps {
  /** What could not be shown, e.g. "Sessions unavailable". */
  title?: string | undefined;
  /** What failed and what the player can do, in a sentence. */
  message: string;
}

/** A load that failed in place of a whole page or section: a title, why, and a way to ask again. */
export function LoadErrorPanel({ title, message, onRetry, retrying = false }: LoadErrorPanelProps) {
  return (
    <Alert severity="error" variant="outlined">
      {title !== undefined && <AlertTitle>{title}</AlertTitle>}
      {message}
      {onRetry !== undefined && (
        <Box sx={{ mt: 1.5 }}>
          <RetryButton variant="outlined" onRetry={onRetry} retrying={retrying} />
        </Box>
      )}
    </Alert>
  );
}
