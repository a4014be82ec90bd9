import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type FeatureNamespace, textsLoadFailure } from './create-i18n';

/**
 * Renders `children`, whose components read `namespace` with `useTranslation(namespace)`, once
 * its texts are loaded in the current language: until then react-i18next suspends them and
 * `fallback` shows (a centred spinner unless given, e.g. `null` inside a menu). A language
 * change loads that language's texts before switching (see createI18n).
 */
export function TextsSuspense({
  namespace,
  children,
  fallback,
}: {
  namespace: FeatureNamespace;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback !== undefined ? fallback : <LoadingSpinner />}>
      <TextsLoaded namespace={namespace}>{children}</TextsLoaded>
    </Suspense>
  );
}

/**
 * Throws what kept `namespace` from loading (a chunk a deploy replaced, a locale without a file)
 * to the route's error page, which reloads for a missing chunk: i18next would carry on and show
 * the raw keys. Rendered before `children`, so none of them is shown.
 */
function TextsLoaded({
  namespace,
  children,
}: {
  namespace: FeatureNamespace;
  children: ReactNode;
}) {
  const { i18n } = useTranslation(namespace);
  const failure = textsLoadFailure(i18n, namespace);
  if (failure !== undefined) throw failure.error;
  return children;
}

function LoadingSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
