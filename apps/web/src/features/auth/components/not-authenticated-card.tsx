import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSiteName } from '../../../app/site/use-site-name';
import { localizedPath } from '../../../i18n/locale-path';
import { useLocale } from '../../../i18n/use-locale';
import { SocialSignIn } from './social-sign-in';

interface NotAuthenticatedCardProps {
  /** The guest page showing the card, whose own link it leaves out. */
  current?: 'login' | 'register';
}

/**
 * SPEC §2/§6 not-authenticated card: a word for guests, the way to register or log in, and the
 * social sign-in buttons. Links keep the query, so `?redirect=` survives the switch.
 */
export function NotAuthenticatedCard({ current }: NotAuthenticatedCardProps) {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const locale = useLocale();
  const { search } = useLocation();
  const titleId = useId();

  return (
    <Card component="aside" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2}>
          <Typography id={titleId} component="h2" variant="h5">
            {t('auth.notAuthenticated.title', { siteName })}
          </Typography>
          <Typography color="text.secondary">{t('auth.notAuthenticated.text')}</Typography>
          {current !== 'register' && (
            <Button
              component={RouterLink}
              to={{ pathname: localizedPath('/auth/register', locale), search }}
              variant="contained"
              size="large"
              fullWidth
            >
              {t('auth.notAuthenticated.register')}
            </Button>
          )}
          {current !== 'login' && (
            <Link
              component={RouterLink}
              to={{ pathname: localizedPath('/auth/login', locale), search }}
              sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
            >
              {t('auth.notAuthenticated.login')}
            </Link>
          )}
          <SocialSignIn />
        </Stack>
      </CardContent>
    </Card>
  );
}
