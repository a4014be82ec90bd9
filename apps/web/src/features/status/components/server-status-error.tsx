import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '../../../ui/load-error';

interface ServerStatusErrorProps {
  retrying: boolean;
  onRetry: () => void;
}

/** The server could not be reached at all (as opposed to answering that it is degraded). */
export function ServerStatusError({ retrying, onRetry }: ServerStatusErrorProps) {
  const { t } = useTranslation();
  return (
    <LoadErrorPanel
      title={t('status.errorTitle')}
      message={t('status.errorMessage')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
