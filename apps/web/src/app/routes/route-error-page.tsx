import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageMessage } from '../../ui/page-message';
import { usePageTitle } from '../../ui/use-page-title';
import { isChunkLoadError, reloadForChunkFailure } from '../chunk-reload';
import { removePreloader } from '../preloader';
import { BackHomeButton } from './back-home-button';
import { ErrorFallbackBoundary } from './error-fallback-boundary';
import { NOT_FOUND_STATUS } from './not-found-page';

/**
 * Set once a reload for a missing chunk is under way: React may render this page again before
 * the browser leaves (Strict Mode runs effects twice), and that must not show the error.
 */
let chunkReloadUnderWay = false;

/**
 * What a route shows when loading or rendering it failed (SPEC §2: the 404 title for a missing
 * page, a generic one for anything else). Code chunks missing after a deploy reload the page
 * instead, at most once a minute (SPEC §4). The error itself goes to the console, not the
 * player.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  // At the root, this page replaces the whole app, so the preloader must go here too.
  useEffect(removePreloader, []);

  return (
    <ErrorFallbackBoundary message={t('error.fallback')}>
      <RouteErrorContent />
    </ErrorFallbackBoundary>
  );
}

function RouteErrorContent() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailure = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkFailure);
  const notFound = isRouteErrorResponse(error) && error.status === NOT_FOUND_STATUS;
  const title = notFound ? t('notFound.title') : t('error.title');
  usePageTitle(title);

  useEffect(() => {
    if (!chunkFailure) {
      return;
    }
    if (chunkReloadUnderWay || reloadForChunkFailure()) {
      chunkReloadUnderWay = true;
    } else {
      setReloading(false);
    }
  }, [chunkFailure]);

  useEffect(() => {
    if (!notFound && !reloading) {
      console.error(error);
    }
  }, [error, notFound, reloading]);

  if (reloading) {
    return null;
  }
  return (
    <PageMessage
      code={notFound ? String(NOT_FOUND_STATUS) : undefined}
      title={title}
      message={notFound ? t('notFound.message') : t('error.message')}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {!notFound && (
            <Button
              variant="outlined"
              size="large"
              startIcon={<RefreshIcon />}
              onClick={() => window.location.reload()}
            >
              {t('common.retry')}
            </Button>
          )}
          <BackHomeButton />
        </Stack>
      }
    />
  );
}
