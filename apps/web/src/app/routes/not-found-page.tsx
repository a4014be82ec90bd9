import { useTranslation } from 'react-i18next';
import { PageMessage } from '../../ui/page-message';
import { usePageTitle } from '../../ui/use-page-title';
import { BackHomeButton } from './back-home-button';
import { ErrorFallbackBoundary } from './error-fallback-boundary';

/** The HTTP status this page stands for; the error page shows the same code for a 404. */
export const NOT_FOUND_STATUS = 404;

/** Any address no route knows (SPEC §2: 'Sorry, page not found!' and a way home). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorFallbackBoundary message={t('notFound.message')}>
      <NotFoundContent />
    </ErrorFallbackBoundary>
  );
}

function NotFoundContent() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));

  return (
    <PageMessage
      code={String(NOT_FOUND_STATUS)}
      title={t('notFound.title')}
      message={t('notFound.message')}
      action={<BackHomeButton />}
    />
  );
}
