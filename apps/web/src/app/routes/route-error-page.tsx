import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageMessage } from '../../ui/page-message';
import { usePageTitle } from '../../ui/use-page-title';
import { BackHomeButton } from './back-home-button';
import { NOT_FOUND_STATUS } from './not-found-page';

/**
 * What a route shows when loading or rendering it failed (SPEC §2: the 404 title for a missing
 * page, a generic one for anything else). The error itself goes to the console, not the player.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === NOT_FOUND_STATUS;
  const title = notFound ? t('notFound.title') : t('error.title');
  usePageTitle(title);

  useEffect(() => {
    if (!notFound) {
      console.error(error);
    }
  }, [error, notFound]);

  return (
    <PageMessage
      code={notFound ? String(NOT_FOUND_STATUS) : undefined}
      title={title}
      message={notFound ? t('notFound.message') : t('error.message')}
      action={<BackHomeButton />}
    />
  );
}
