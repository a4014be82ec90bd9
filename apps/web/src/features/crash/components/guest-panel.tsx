import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { loginPath } from '../../../app/session/redirect-target';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';

/** Guests watch; this asks them to log in (coming back here) or register to bet. */
export function GuestPanel({ accent }: { accent: 'primary' | 'success' | 'info' }) {
  const { t } = useTranslation('crash');
  const locale = useLocale();
  const { pathname } = useLocation();
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('guest.title')}
        </Typography>
        <Typography color="text.secondary">{t('guest.text')}</Typography>
        <Stack direction="row" spacing={1}>
          <Button
            component={RouterLink}
            to={loginPath(locale, pathname)}
            variant="contained"
            color={accent}
          >
            {t('guest.login')}
          </Button>
          <Button
            component={RouterLink}
            to={localizedPath('/auth/register', locale)}
            variant="outlined"
            color={accent}
          >
            {t('guest.register')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
