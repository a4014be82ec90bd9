import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OAUTH_MESSAGE_TYPE, type OAuthProvider } from '@satsino/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { useSession } from '../../../app/session/session-context';
import { oauthAuthorizationUrl, oauthProvidersQueryOptions } from '../api/oauth-api';
import { genericFailure } from '../auth-errors';
import { parseOAuthMessage, popupFeatures } from '../oauth-message';
import { GoogleMark } from './google-mark';

/** One popup at a time: a second click reuses the window of the first. */
const POPUP_NAME = 'satsino-oauth';

/** Brand names, the same in every language. */
const PROVIDERS: Record<OAuthProvider, { name: string; mark: ReactNode }> = {
  google: { name: 'Google', mark: <GoogleMark /> },
};

/**
 * Social sign-in buttons, only for the providers the server has switched on (none at all when
 * it has none, or cannot say). A button opens the provider in a centred 600x720 popup; the
 * popup's last page (/auth/social/complete) hands back a token, which starts the session. The
 * guest pages showing this then move on by themselves (see GuestOnly).
 */
export function SocialSignIn() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { signIn } = useSession();
  const providers = useQuery(oauthProvidersQueryOptions());
  const [opening, setOpening] = useState<OAuthProvider | null>(null);

  useEffect(() => {
    function accept(data: unknown) {
      const result = parseOAuthMessage(data);
      if (result === undefined) {
        return;
      }
      if ('error' in result) {
        notify(result.error, 'error');
        return;
      }
      signIn(result.token, true).catch((error: unknown) => {
        notify(genericFailure(error).notice, 'error');
      });
    }
    function onMessage(event: MessageEvent) {
      // Only our own page in the popup may hand us a session.
      if (event.origin === window.location.origin) {
        accept(event.data);
      }
    }
    window.addEventListener('message', onMessage);
    // If the server's opener policy cut the popup off from this window, the popup has no
    // `window.opener` and announces the result on a same-origin channel instead.
    const channel = new BroadcastChannel(OAUTH_MESSAGE_TYPE);
    channel.onmessage = (event: MessageEvent) => accept(event.data);
    return () => {
      window.removeEventListener('message', onMessage);
      channel.close();
    };
  }, [notify, signIn]);

  async function start(provider: OAuthProvider) {
    // Opened now, in the click, so pop-up blockers let it through; it gets its address below.
    const popup = window.open('about:blank', POPUP_NAME, popupFeatures(window));
    if (popup === null) {
      notify(t('auth.social.popupBlocked'), 'warning');
      return;
    }
    setOpening(provider);
    try {
      const { url } = await oauthAuthorizationUrl(provider);
      popup.location.href = url;
    } catch (error) {
      popup.close();
      notify(genericFailure(error).notice, 'error');
    } finally {
      setOpening(null);
    }
  }

  const enabled = providers.data?.providers ?? [];
  if (enabled.length === 0) {
    return null;
  }

  return (
    <Stack spacing={2}>
      <Divider>
        <Typography variant="body2" color="text.secondary">
          {t('auth.social.divider')}
        </Typography>
      </Divider>
      {enabled.map((provider) => (
        <Button
          key={provider}
          variant="outlined"
          color="inherit"
          size="large"
          fullWidth
          startIcon={PROVIDERS[provider].mark}
          loading={opening === provider}
          onClick={() => void start(provider)}
        >
          {t('auth.social.continueWith', { provider: PROVIDERS[provider].name })}
        </Button>
      ))}
    </Stack>
  );
}
