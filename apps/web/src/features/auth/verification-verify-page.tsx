import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { USER_QUERY_KEY } from '../../app/session/user-query';
import { useNoticeText } from '../../i18n/error-text';
import { localizedPath } from '../../i18n/locale-path';
import { useTranslateMessage } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-locale';
import { emailVerificationQueryOptions } from './api/auth-api';
import { genericFailure } from './auth-errors';
import { AuthPage } from './components/auth-page';

/** /auth/verification/verify?token=…, the page of the e-mailed link: verifies on opening. */
export function VerificationVerifyPage() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const noticeText = useNoticeText();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verification = useQuery({
    ...emailVerificationQueryOptions(token),
    enabled: token !== '',
  });

  // A logged-in player's e-mail chip and notices follow at once.
  useEffect(() => {
    if (verification.isSuccess) {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    }
  }, [verification.isSuccess, queryClient]);

  const loggedIn = status === 'authenticated';
  let body: ReactNode;
  if (token !== '' && verification.isPending) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
        <CircularProgress aria-hidden />
        <Typography>{t('auth.verificationVerify.verifying')}</Typography>
      </Stack>
    );
  } else if (verification.isSuccess) {
    body = (
      <Stack spacing={2} role="status">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleOutline color="success" aria-hidden />
          <Typography component="h2" variant="h6">
            {t('auth.verificationVerify.successTitle')}
          </Typography>
        </Stack>
        <Typography>{translateMessage(verification.data.status)}</Typography>
        <Button
          component={RouterLink}
          to={localizedPath(loggedIn ? '/settings/profile' : '/auth/login', locale)}
          variant="contained"
          size="large"
        >
          {loggedIn ? t('auth.verificationVerify.toProfile') : t('auth.verificationVerify.toLogin')}
        </Button>
        <Button component={RouterLink} to={localizedPath('/', locale)} color="inherit">
          {t('common.backHome')}
        </Button>
      </Stack>
    );
  } else {
    const reason =
      token === ''
        ? t('auth.verificationVerify.missingToken')
        : noticeText(genericFailure(verification.error).notice);
    body = (
      <Stack spacing={2} role="alert">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ErrorOutline color="error" aria-hidden />
          <Typography component="h2" variant="h6">
            {t('auth.verificationVerify.failureTitle')}
          </Typography>
        </Stack>
        <Typography>{reason}</Typography>
        <Button
          component={RouterLink}
          to={localizedPath('/auth/verification/resend', locale)}
          variant="contained"
          size="large"
        >
          {t('auth.verificationVerify.requestNew')}
        </Button>
        <Button component={RouterLink} to={localizedPath('/', locale)} color="inherit">
          {t('common.backHome')}
        </Button>
      </Stack>
    );
  }

  return <AuthPage title={t('auth.verificationVerify.title')}>{body}</AuthPage>;
}
