import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { localizedPath } from '../../i18n/locale-path';
import { NOTICES } from '../../i18n/notices';
import { useLocale } from '../../i18n/use-locale';
import { sendPasswordResetEmail } from './api/auth-api';
import { passwordEmailFailure } from './auth-errors';
import { AuthPage } from './components/auth-page';
import { EmailRequestForm } from './components/email-request-form';

/** /auth/password/email: asks for the link that leads to /auth/password/reset. */
export function PasswordEmailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searchParams] = useSearchParams();

  return (
    <AuthPage title={t('auth.passwordEmail.title')} intro={t('auth.passwordEmail.intro')}>
      <EmailRequestForm
        initialEmail={searchParams.get('email') ?? ''}
        send={sendPasswordResetEmail}
        successNotice={() => NOTICES.resetEmailSent}
        failure={passwordEmailFailure}
        submitLabel={t('auth.passwordEmail.submit')}
      >
        <Link
          component={RouterLink}
          to={localizedPath('/auth/login', locale)}
          sx={{ alignSelf: 'center' }}
        >
          {t('auth.passwordEmail.backToLogin')}
        </Link>
      </EmailRequestForm>
    </AuthPage>
  );
}
