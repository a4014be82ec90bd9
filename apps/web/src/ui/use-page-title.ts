import { useTranslation } from 'react-i18next';
import { useSiteName } from '../app/site/use-site-name';
import { useDocumentTitle } from './use-document-title';

/** Titles an inner page "{page} | Satsino" in the reader's language. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const siteName = useSiteName();
  useDocumentTitle(t('common.pageTitle', { page, siteName }));
}
