import { Navigate, useLocation } from 'react-router';
import { localizedPath } from '../i18n/locale-path';
import { useLocale } from '../i18n/use-locale';

interface LocalizedRedirectProps {
  /** The target path without a locale prefix, e.g. `/auth/register`. */
  to: string;
}

/** Sends an alias (`/register`, `/settings`) to its page in the same locale, query included. */
export function LocalizedRedirect({ to }: LocalizedRedirectProps) {
  const locale = useLocale();
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: localizedPath(to, locale), search }} />;
}
