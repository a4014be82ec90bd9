import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { emailRequest } from '@satsino/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNotify } from '../../app/notifications/notifications-context';
import { useSession } from '../../app/session/session-context';
import { useTranslateMessage } from '../../i18n/messages';
import { fieldMessagesOf } from '../../ui/form/field-errors';
import { useForm } from '../../ui/form/use-form';
import { resendVerificationEmail } from './api/auth-api';
import { genericFailure } from './auth-errors';
import { AuthPage } from './components/auth-page';

type EmailValues = { email: string };

function validateEmail(values: EmailValues) {
  return fieldMessagesOf(emailRequest.safeParse(values));
}

/**
 * /auth/verification/resend: a new verification link, for guests and for logged-in players
 * (whose e-mail is filled in).
 */
export function VerificationResendPage() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const notify = useNotify();
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const form = useForm({
    initialValues: { email: searchParams.get('email') ?? user?.email ?? '' },
    validate: validateEmail,
  });

  const sending = useMutation({
    mutationFn: (values: EmailValues) => resendVerificationEmail(emailRequest.parse(values).email),
    onSuccess: (answer) => notify(answer.status, 'success'),
    onError: (error) => {
      const failure = genericFailure(error);
      form.showServerErrors(failure.fieldErrors);
      notify(failure.notice, 'error');
    },
  });

  return (
    <AuthPage title={t('auth.verificationResend.title')} intro={t('auth.verificationResend.intro')}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.submit()) {
            sending.mutate(form.values);
          }
        }}
      >
        <Stack spacing={2.5}>
          {sending.isSuccess && (
            <Alert severity="success" variant="outlined" role="status">
              {translateMessage(sending.data.status)}
            </Alert>
          )}
          <TextField
            {...form.textField('email')}
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!form.isValid}
            loading={sending.isPending}
          >
            {t('auth.verificationResend.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthPage>
  );
}
