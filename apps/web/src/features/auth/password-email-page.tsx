import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { emailRequest } from '@satsino/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useNotify } from '../../app/notifications/notifications-context';
import { localizedPath } from '../../i18n/locale-path';
import { useTranslateMessage } from '../../i18n/messages';
import { NOTICES } from '../../i18n/notices';
import { useLocale } from '../../i18n/use-locale';
import { fieldMessagesOf } from '../../ui/form/field-errors';
import { useForm } from '../../ui/form/use-form';
import { sendPasswordResetEmail } from './api/auth-api';
import { passwordEmailFailure } from './auth-errors';
import { AuthPage } from './components/auth-page';

type EmailValues = { email: string };

function validateEmail(values: EmailValues) {
  return fieldMessagesOf(emailRequest.safeParse(values));
}

/** /auth/password/email: asks for the link that leads to /auth/password/reset. */
export function PasswordEmailPage() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const locale = useLocale();
  const notify = useNotify();
  const [searchParams] = useSearchParams();
  const form = useForm({
    initialValues: { email: searchParams.get('email') ?? '' },
    validate: validateEmail,
  });

  const sending = useMutation({
    mutationFn: (values: EmailValues) => sendPasswordResetEmail(emailRequest.parse(values).email),
    onSuccess: () => notify(NOTICES.resetEmailSent, 'success'),
    onError: (error) => {
      const failure = passwordEmailFailure(error);
      form.showServerErrors(failure.fieldErrors);
      notify(failure.notice, 'error');
    },
  });

  return (
    <AuthPage title={t('auth.passwordEmail.title')} intro={t('auth.passwordEmail.intro')}>
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
            {t('auth.passwordEmail.submit')}
          </Button>
          <Link
            component={RouterLink}
            to={localizedPath('/auth/login', locale)}
            sx={{ alignSelf: 'center' }}
          >
            {t('auth.passwordEmail.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </AuthPage>
  );
}
