import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { loginPath } from '../../../app/session/redirect-target';
import { useSession } from '../../../app/session/session-context';
import { useSiteName } from '../../../app/site/use-site-name';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';

/**
 * SPEC §6: the lobby asks guests to log in or register. Only a guest sees it; while a stored
 * token's player is on the way nothing shows, so a returning player never sees it flash.
 */
export function GuestPrompt({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const siteName = useSiteName();
  const locale = useLocale();
  const { pathname } = useLocation();
  const titleId = useId();
  if (status !== 'guest') return null;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="guest-prompt"
      sx={[
        {
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'center' },
          gap: 2,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('auth.notAuthenticated.title', { siteName })}
        </Typography>
        <Typography color="text.secondary">{t('auth.notAuthenticated.text')}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          component={RouterLink}
          to={localizedPath('/auth/register', locale)}
          variant="contained"
          sx={{ flex: { xs: 1, md: 'none' } }}
          data-testid="guest-prompt-register"
        >
          {t('nav.register')}
        </Button>
        <Button
          component={RouterLink}
          to={loginPath(locale, pathname)}
          variant="outlined"
          sx={{ flex: { xs: 1, md: 'none' } }}
          data-testid="guest-prompt-login"
        >
          {t('nav.login')}
        </Button>
      </Stack>
    </Paper>
  );
}
