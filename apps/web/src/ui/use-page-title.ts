import { DEFAULT_SITE_NAME } from '@satsino/contract/site';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './use-document-title';

/** Titles an inner page "{page} | Satsino" in the reader's language. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page, siteName: DEFAULT_SITE_NAME }));
}
