import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginRequest } from '@satsino/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../app/notifications/notifications-context';
import { useSession } from '../../app/session/session-context';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { fieldCodesOf } from '../../lib/api-error';
import { fieldMessagesOf } from '../../ui/form/field-errors';
import { useForm } from '../../ui/form/use-form';
import { logIn } from './api/auth-api';
import { loginFailure } from './auth-errors';
import { AuthPage } from './components/auth-page';
import { NotAuthenticatedCard } from './components/not-authenticated-card';

/** SPEC §3: e-mail, password and "remember" (on unless the player unticks it). */
const initialValues = { email: '', password: '', remember: true };
type LoginValues = typeof initialValues;

function validateLogin(values: LoginValues) {
  return fieldMessagesOf(loginRequest.safeParse(values));
}

/**
 * /auth/login. A success starts the session; the guest-page guard then opens the page that
 * sent the player here (`?redirect=`) or home.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const notify = useNotify();
  const { signIn } = useSession();
  const form = useForm({ initialValues, validate: validateLogin });

  const login = useMutation({
    mutationFn: async (values: LoginValues) => {
      const body = loginRequest.parse(values);
      const token = await logIn(body);
      await signIn(token, body.remember);
    },
    onError: (error) => {
      const failure = loginFailure(error);
      form.showServerErrors(failure.fieldErrors, fieldCodesOf(error));
      notify(failure.notice, 'error');
    },
  });

  return (
    <AuthPage
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
      aside={<NotAuthenticatedCard current="login" />}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.submit()) {
            login.mutate(form.values);
          }
        }}
      >
        <Stack spacing={2.5}>
          <TextField
            {...form.textField('email')}
            label={t('auth.fields.email')}
            type="email"
            autoComplete="username"
            fullWidth
          />
          <TextField
            {...form.textField('password')}
            label={t('auth.fields.password')}
            type="password"
            autoComplete="current-password"
            fullWidth
          />
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              columnGap: 2,
            }}
          >
            <FormControlLabel
              control={<Checkbox {...form.checkbox('remember')} />}
              label={t('auth.fields.remember')}
            />
            <Link component={RouterLink} to={localizedPath('/auth/password/email', locale)}>
              {t('auth.login.forgotPassword')}
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!form.isValid}
            loading={login.isPending}
          >
            {t('auth.login.submit')}
          </Button>
          <Link
            component={RouterLink}
            to={localizedPath('/auth/verification/resend', locale)}
            variant="body2"
            sx={{ alignSelf: 'center' }}
          >
            {t('auth.login.resendVerification')}
          </Link>
        </Stack>
      </Box>
    </AuthPage>
  );
}
