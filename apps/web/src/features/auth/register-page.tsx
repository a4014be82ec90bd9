import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { registerRequest } from '@satsino/contract/auth';
import type { Locale } from '@satsino/contract/locales';
import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from '@satsino/contract/money';
import { VALIDATION_MESSAGES } from '@satsino/contract/validation';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import { useSession } from '../../app/session/session-context';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { fieldCodesOf } from '../../lib/api-error';
import { fieldMessagesOf } from '../../ui/form/field-errors';
import { NewPasswordFields } from '../../ui/form/new-password-fields';
import { useForm } from '../../ui/form/use-form';
import { register } from './api/auth-api';
import { registrationFailure } from './auth-errors';
import { AuthPage } from './components/auth-page';
import { NotAuthenticatedCard } from './components/not-authenticated-card';

/** SPEC §3 user: USD is the default currency ($). */
const DEFAULT_CURRENCY: Currency = 'USD';

/** Keys are the request's field names, so the server's 422 messages land on their fields. */
const initialValues = {
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  currency: DEFAULT_CURRENCY as string,
  coupon_code: '',
  terms: false,
};
type RegisterValues = typeof initialValues;

/** The request for the form's values; an empty coupon code is left out. */
function registrationBody(values: RegisterValues, locale: Locale) {
  const { coupon_code, ...rest } = values;
  const coupon = coupon_code.trim();
  return { ...rest, ...(coupon === '' ? {} : { coupon_code: coupon }), remember: true, locale };
}

/**
 * /auth/register. Registration logs the player in (SPEC §4); the guest-page guard then opens
 * home (or the page that sent them).
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const notify = useNotify();
  const { signIn } = useSession();

  const validate = useCallback(
    (values: RegisterValues) => {
      const messages = fieldMessagesOf(registerRequest.safeParse(registrationBody(values, locale)));
      // The contract checks the match only once every other field is valid; say it at once.
      if (
        messages.password_confirmation === undefined &&
        values.password_confirmation !== values.password
      ) {
        messages.password_confirmation = VALIDATION_MESSAGES.passwordMatch;
      }
      return messages;
    },
    [locale],
  );
  const form = useForm({ initialValues, validate });

  const registration = useMutation({
    mutationFn: async (values: RegisterValues) => {
      const body = registerRequest.parse(registrationBody(values, locale));
      const token = await register(body);
      await signIn(token, body.remember);
    },
    onError: (error) => {
      const failure = registrationFailure(error);
      form.showServerErrors(failure.fieldErrors, fieldCodesOf(error));
      notify(failure.notice, 'error');
    },
  });

  const termsError = form.errorText('terms');
  const termsErrorId = `${form.idOf('terms')}-error`;

  return (
    <AuthPage
      title={t('auth.register.title')}
      intro={t('auth.register.intro')}
      aside={<NotAuthenticatedCard current="register" />}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.submit()) {
            registration.mutate(form.values);
          }
        }}
      >
        <Stack spacing={2.5}>
          <TextField
            {...form.textField('name', { hint: t('auth.fields.nicknameHint') })}
            label={t('auth.fields.nickname')}
            autoComplete="nickname"
            fullWidth
          />
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
            passwordLabel={t('auth.fields.password')}
          />
          <TextField
            {...form.textField('currency')}
            select
            label={t('auth.fields.currency')}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {t('auth.fields.currencyOption', {
                  code: currency,
                  symbol: CURRENCY_SYMBOLS[currency],
                })}
              </option>
            ))}
          </TextField>
          <TextField
            {...form.textField('coupon_code', { hint: t('common.optional') })}
            label={t('auth.fields.couponCode')}
            autoComplete="off"
            fullWidth
          />
          <FormControl error={termsError !== undefined}>
            <FormControlLabel
              control={
                <Checkbox
                  {...form.checkbox('terms')}
                  slotProps={{
                    input: {
                      'aria-describedby': termsError === undefined ? undefined : termsErrorId,
                    },
                  }}
                />
              }
              label={t('auth.fields.terms')}
              sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
            />
            {termsError !== undefined && (
              <FormHelperText id={termsErrorId}>{termsError}</FormHelperText>
            )}
            <Link
              href={localizedPath('/policies/terms-and-conditions', locale)}
              target="_blank"
              rel="noopener"
              variant="body2"
              sx={{ ml: 4, mt: 0.5 }}
            >
              {t('auth.fields.termsLink')}
            </Link>
          </FormControl>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!form.isValid}
            loading={registration.isPending}
          >
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthPage>
  );
}
