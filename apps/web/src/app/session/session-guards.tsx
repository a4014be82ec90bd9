import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { PageMessage } from '../../ui/page-message';
import { loginPath, REDIRECT_PARAM, safeRedirectTarget } from './redirect-target';
import { useSession } from './session-context';

/** Shown while the saved token's user loads, so neither guests' nor players' pages flash. */
function SessionPending() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label={t('session.checking')} />
    </Box>
  );
}

/**
 * Pages for logged-in players (the account and settings pages, SPEC §2): guests are sent to
 * log in and come back here afterwards.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const { status, retry, endedByPlayer } = useSession();
  const location = useLocation();
  const locale = useLocale();

  if (status === 'guest') {
    // After a logout the session's own navigation opens the plain login page; this guard must
    // not race it with a "come back here" one.
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={loginPath(locale, endedByPlayer() ? undefined : here)} />;
  }
  if (status === 'loading') {
    return <SessionPending />;
  }
  if (status === 'unavailable') {
    return (
      <PageMessage
        title={t('session.unavailableTitle')}
        message={t('session.unavailableMessage')}
        action={
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={retry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return <Outlet />;
}

/**
 * Pages for guests (log in, register, password reset): a logged-in player goes home, or to the
 * page that sent them to log in. Logging in on one of these pages ends here too.
 */
export function GuestOnly() {
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  const locale = useLocale();

  if (status === 'authenticated') {
    const target = safeRedirectTarget(searchParams.get(REDIRECT_PARAM), localizedPath('/', locale));
    return <Navigate replace to={target} />;
  }
  if (status === 'loading') {
    return <SessionPending />;
  }
  return <Outlet />;
}
