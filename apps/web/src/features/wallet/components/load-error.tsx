import { useTranslation } from 'react-i18next';
import { LoadErrorLine } from '../../../ui/load-error';

interface LoadErrorProps {
  onRetry: () => void;
  retrying?: boolean;
  /** What failed, in words; a generic sentence when absent. */
  message?: string;
}

/** A wallet load that failed, with a way to ask again. */
export function LoadError({ onRetry, retrying = false, message }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <LoadErrorLine
      message={message ?? t('wallet.states.loadFailed')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
