import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { resendVerificationEmail } from './api/auth-api';
import { genericFailure } from './auth-errors';
import { AuthPage } from './components/auth-page';
import { EmailRequestForm } from './components/email-request-form';

/**
 * /auth/verification/resend: a new verification link, for guests and for logged-in players
 * (whose e-mail is filled in).
 */
export function VerificationResendPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [searchParams] = useSearchParams();

  return (
    <AuthPage title={t('auth.verificationResend.title')} intro={t('auth.verificationResend.intro')}>
      <EmailRequestForm
        initialEmail={searchParams.get('email') ?? user?.email ?? ''}
        send={resendVerificationEmail}
        successNotice={(answer) => answer.status}
        failure={genericFailure}
        submitLabel={t('auth.verificationResend.submit')}
      />
    </AuthPage>
  );
}
