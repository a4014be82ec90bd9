import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OAUTH_MESSAGE_TYPE } from '@satsino/contract/auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { type NoticeText, useNoticeText } from '../../i18n/error-text';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { PageMessage } from '../../ui/page-message';
import { usePageTitle } from '../../ui/use-page-title';
import { genericFailure } from './auth-errors';
import { type OAuthResult, oauthMessage, oauthResultFromFragment } from './oauth-message';

/** Hands the result to the window that opened the popup; false when there is none to reach. */
function handToOpener(result: OAuthResult): boolean {
  const opener = window.opener as Window | null;
  if (opener === null || opener.closed) {
    return false;
  }
  try {
    // Our own origin only: a token must never be handed to another site.
    opener.postMessage(oauthMessage(result), window.location.origin);
    return true;
  } catch {
    return false;
  }
}

/**
 * /auth/social/complete, the last page of the sign-in popup (the server sends it here with
 * `#token=…` or `#error=…`). In a popup it hands the result to the opening page and closes.
 * Without an opener — opened directly, or cut off by the server's opener policy — it tells
 * other tabs of ours, starts the session itself and goes home (or shows the error).
 */
export function SocialCompletePage() {
  const { t } = useTranslation();
  const noticeText = useNoticeText();
  const locale = useLocale();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<NoticeText | null>(null);
  const handled = useRef(false);
  usePageTitle(t('auth.social.signingIn'));

  useEffect(() => {
    // Once per page: the token in the fragment is read and removed on the first run.
    if (handled.current) {
      return;
    }
    handled.current = true;
    const result = oauthResultFromFragment(window.location.hash);
    // The token must not stay in the address bar or the history.
    void navigate({ hash: '' }, { replace: true });

    if (handToOpener(result)) {
      window.close();
      return;
    }
    const channel = new BroadcastChannel(OAUTH_MESSAGE_TYPE);
    channel.postMessage(oauthMessage(result));
    channel.close();

    if ('error' in result) {
      setFailure(result.error);
      return;
    }
    signIn(result.token, true)
      .then(() => {
        // Closes a popup whose opener was cut off; a normal tab stays open and goes home.
        window.close();
        void navigate(localizedPath('/', locale), { replace: true });
      })
      .catch((error: unknown) => setFailure(genericFailure(error).notice));
  }, [navigate, signIn, locale]);

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      {failure === null ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress aria-hidden />
          <Typography>{t('auth.social.signingIn')}</Typography>
        </Stack>
      ) : (
        <PageMessage
          title={t('auth.social.failedTitle')}
          message={noticeText(failure)}
          action={
            <Button
              component={RouterLink}
              to={localizedPath('/auth/login', locale)}
              variant="contained"
              size="large"
            >
              {t('auth.passwordEmail.backToLogin')}
            </Button>
          }
        />
      )}
    </Box>
  );
}
