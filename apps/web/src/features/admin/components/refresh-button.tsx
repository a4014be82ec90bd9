import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useAdminTranslation } from '../i18n/use-admin-translation';

interface RefreshButtonProps {
  refreshing: boolean;
  onRefresh: () => void;
  label?: string;
}

/** Lists change while an operator looks at them (players keep asking): ask for them again. */
export function RefreshButton({ refreshing, onRefresh, label }: RefreshButtonProps) {
  const { t } = useAdminTranslation();
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
