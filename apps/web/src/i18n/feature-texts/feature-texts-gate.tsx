import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../use-locale';
import type { FeatureTexts } from './feature-texts';

/**
 * Renders `children` once the feature's texts in the current locale are loaded, so no page
 * shows raw keys; a language change loads that language's texts too. A bundle that cannot be
 * fetched is thrown to the route's error page, which reloads for a missing chunk.
 */
export function FeatureTextsGate({
  texts,
  children,
  fallback,
}: {
  texts: FeatureTexts;
  children: ReactNode;
  /** Shown while loading; a centred spinner unless given (e.g. `null` inside a menu). */
  fallback?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const ready = texts.has(i18n, locale);
  // Only there to render again once the bundle is in: i18next does not announce it.
  const [, setLoadedLocale] = useState<string>();
  const [failure, setFailure] = useState<{ error: unknown }>();

  useEffect(() => {
    if (ready) return;
    let current = true;
    texts.ensure(i18n, locale).then(
      () => {
        if (current) setLoadedLocale(locale);
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [i18n, locale, ready, texts]);

  if (failure !== undefined) throw failure.error;
  if (!ready) {
    return fallback !== undefined ? (
      fallback
    ) : (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  return children;
}
