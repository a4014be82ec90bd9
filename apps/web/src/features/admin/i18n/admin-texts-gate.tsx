import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { ensureAdminTexts, hasAdminTexts } from './admin-texts';

/**
 * Renders the operator pages once their texts in the current locale are loaded, so no page
 * shows raw keys; a language change loads that language's texts too. A bundle that cannot be
 * fetched is thrown to the route's error page, which reloads for a missing chunk.
 */
export function AdminTexts({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const ready = hasAdminTexts(i18n, locale);
  // Only there to render again once the bundle is in: i18next does not announce it.
  const [, setLoadedLocale] = useState<string>();
  const [failure, setFailure] = useState<{ error: unknown }>();

  useEffect(() => {
    if (ready) {
      return;
    }
    let current = true;
    ensureAdminTexts(i18n, locale).then(
      () => {
        if (current) {
          setLoadedLocale(locale);
        }
      },
      (error: unknown) => {
        if (current) {
          setFailure({ error });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [i18n, locale, ready]);

  if (failure !== undefined) {
    throw failure.error;
  }
  if (!ready) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  return children;
}
