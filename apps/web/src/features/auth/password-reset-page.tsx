import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUTH_MESSAGES, passwordResetRequest } from '@satsino/contract/auth';
import { VALIDATION_MESSAGES } from '@satsino/contract/validation';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useNotify } from '../../app/notifications/notifications-context';
import { localizedPath } from '../../i18n/locale-path';
import { useTranslateMessage } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-locale';
import { ApiError, fieldCodesOf } from '../../lib/api-error';
import { fieldMessagesOf } from '../../ui/form/field-errors';
import { NewPasswordFields } from '../../ui/form/new-password-fields';
import { useForm } from '../../ui/form/use-form';
import { resetPassword } from './api/auth-api';
import { passwordResetFailure } from './auth-errors';
import { AuthPage } from './components/auth-page';

type ResetValues = { email: string; password: string; password_confirmation: string };

/**
 * /auth/password/reset?token=…&email=…, the page of the e-mailed link: the token comes from the
 * link, the e-mail is filled in from it, the player chooses the new password.
 */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';

  const validate = useCallback(
    (values: ResetValues) => {
      const messages = fieldMessagesOf(passwordResetRequest.safeParse({ ...values, token }));
      // The contract checks the match only once every other field is valid; say it at once.
      if (
        messages.password_confirmation === undefined &&
        values.password_confirmation !== values.password
      ) {
        messages.password_confirmation = VALIDATION_MESSAGES.passwordMatch;
      }
      return messages;
    },
    [token],
  );
  const form = useForm({
    initialValues: {
      email: searchParams.get('email') ?? '',
      password: '',
      password_confirmation: '',
    },
    validate,
  });

  const reset = useMutation({
    mutationFn: (values: ResetValues) =>
      resetPassword(passwordResetRequest.parse({ ...values, token })),
    onSuccess: (answer) => {
      notify(answer.status, 'success');
      void navigate(localizedPath('/auth/login', locale));
    },
    onError: (error) => {
      const failure = passwordResetFailure(error);
      form.showServerErrors(failure.fieldErrors, fieldCodesOf(error));
      notify(failure.notice, 'error');
    },
  });

  const rejection =
    reset.error instanceof ApiError ? reset.error.firstFieldError('email') : undefined;
  const tokenRejected =
    rejection?.code === undefined
      ? reset.error instanceof ApiError && reset.error.message === AUTH_MESSAGES.resetTokenInvalid
      : rejection.code === 'reset_token_invalid';
  const requestNewLink = (
    <Button
      component={RouterLink}
      to={localizedPath('/auth/password/email', locale)}
      color="inherit"
      size="small"
    >
      {t('auth.passwordReset.requestNew')}
    </Button>
  );

  return (
    <AuthPage title={t('auth.passwordReset.title')} intro={t('auth.passwordReset.intro')}>
      {token === '' ? (
        <Alert severity="error" variant="outlined" action={requestNewLink}>
          {t('auth.passwordReset.missingToken')}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (form.submit()) {
              reset.mutate(form.values);
            }
          }}
        >
          <Stack spacing={2.5}>
            {tokenRejected && (
              <Alert severity="error" variant="outlined" action={requestNewLink}>
                {translateMessage(AUTH_MESSAGES.resetTokenInvalid)}
              </Alert>
            )}
            <TextField
              {...form.textField('email')}
              label={t('auth.fields.email')}
              type="email"
              autoComplete="username"
              fullWidth
            />
            <NewPasswordFields
              password={form.textField('password')}
              repeat={form.textField('password_confirmation')}
              passwordLabel={t('auth.fields.newPassword')}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!form.isValid}
              loading={reset.isPending}
            >
              {t('auth.passwordReset.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthPage>
  );
}
