import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface RefreshButtonProps {
  refreshing: boolean;
  onRefresh: () => void;
  label?: string;
}

/** Lists change while an operator looks at them (players keep asking): ask for them again. */
export function RefreshButton({ refreshing, onRefresh, label }: RefreshButtonProps) {
  const { t } = useTranslation('admin');
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<RefreshIcon />}
      loading={refreshing}
      loadingPosition="start"
      onClick={onRefresh}
    >
      {label ?? t('common.refresh')}
    </Button>
  );
}
