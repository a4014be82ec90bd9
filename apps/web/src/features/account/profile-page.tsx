import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { profileUpdateRequest, type User } from '@satsino/contract/account';
import { AUTH_MESSAGES } from '@satsino/contract/auth';
import { LOCALE_NAMES, LOCALES } from '@satsino/contract/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import { useSession } from '../../app/session/session-context';
import { isSessionFailure } from '../../app/session/session-failure';
import { USER_QUERY_KEY } from '../../app/session/user-query';
import { useTranslateMessage } from '../../i18n/messages';
import { NOTICES } from '../../i18n/notices';
import { useLocale } from '../../i18n/use-locale';
import { ApiError, fieldCodesOf } from '../../lib/api-error';
import { COUNTRY_CODES } from '../../lib/country-codes';
import { fieldMessagesOf } from '../../ui/form/field-errors';
import { useForm } from '../../ui/form/use-form';
import { usePageTitle } from '../../ui/use-page-title';
import { profileUpdateFailure } from './account-errors';
import { updateProfile } from './api/account-api';
import { AccountSummary } from './components/account-summary';
import { type ProfileValues, profileRequestOf, profileValuesOf } from './profile-form';

function validateProfile(values: ProfileValues) {
  return fieldMessagesOf(profileUpdateRequest.safeParse(profileRequestOf(values)));
}

/** Country codes with their names in the reader's language, sorted by name. */
function useCountryOptions(current: string) {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const codes =
      current === '' || COUNTRY_CODES.includes(current)
        ? COUNTRY_CODES
        : [...COUNTRY_CODES, current];
    return codes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale, current]);
}

/** /settings/profile: the account at a glance and the personal details (SPEC §3 fields). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t('profile.title'));
  // The settings guard renders this page only with a user; the check keeps the types honest.
  if (user === undefined) {
    return null;
  }
  // A new form when the account changes (another player logs in on this device).
  return <ProfileContent key={user.id} user={user} />;
}

function ProfileContent({ user }: { user: User }) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const detailsTitleId = useId();
  const form = useForm({ initialValues: profileValuesOf(user), validate: validateProfile });
  const countries = useCountryOptions(form.values.country);
  const accountVerified = user.account_verified_at !== null;

  const save = useMutation({
    mutationFn: (values: ProfileValues) =>
      updateProfile(profileUpdateRequest.parse(profileRequestOf(values))),
    onSuccess: (answer) => {
      queryClient.setQueryData(USER_QUERY_KEY, answer.user);
      form.reset(profileValuesOf(answer.user));
      notify(NOTICES.accountUpdated, 'success');
    },
    onError: (error) => {
      if (isSessionFailure(error)) {
        return;
      }
      const failure = profileUpdateFailure(error);
      form.showServerErrors(failure.fieldErrors, fieldCodesOf(error));
      // The unverified account's 403 is expected and explained on the page: a warning.
      notify(
        failure.notice,
        error instanceof ApiError && error.status === 403 ? 'warning' : 'error',
      );
    },
  });

  // Native selects: labelled like any input, usable by keyboard and on phones' own pickers.
  const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 3 }}>
        {t('profile.title')}
      </Typography>
      <Stack spacing={3}>
        <AccountSummary user={user} />
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby={detailsTitleId}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id={detailsTitleId} component="h3" variant="h6" sx={{ mb: 2 }}>
            {t('profile.personalTitle')}
          </Typography>
          {!accountVerified && (
            <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
              {translateMessage(AUTH_MESSAGES.accountNotVerified)}
            </Alert>
          )}
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (form.submit()) {
                save.mutate(form.values);
              }
            }}
          >
            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { '@': '1fr', '@sm': 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <TextField
                {...form.textField('first_name')}
                label={t('profile.firstName')}
                autoComplete="given-name"
              />
              <TextField
                {...form.textField('last_name')}
                label={t('profile.lastName')}
                autoComplete="family-name"
              />
              <TextField
                {...form.textField('date_of_birth')}
                label={t('profile.dateOfBirth')}
                type="date"
                autoComplete="bday"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                {...form.textField('address')}
                label={t('profile.address')}
                autoComplete="street-address"
              />
              <TextField
                {...form.textField('post_code')}
                label={t('profile.postCode')}
                autoComplete="postal-code"
              />
              <TextField
                {...form.textField('city')}
                label={t('profile.city')}
                autoComplete="address-level2"
              />
              <TextField
                {...form.textField('country')}
                select
                label={t('profile.country')}
                autoComplete="country"
                slotProps={selectProps}
              >
                <option value="">{t('profile.noCountry')}</option>
                {countries.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </TextField>
              <TextField
                {...form.textField('locale', { hint: t('profile.languageHint') })}
                select
                label={t('profile.language')}
                slotProps={selectProps}
              >
                {LOCALES.map((option) => (
                  <option key={option} value={option} lang={option}>
                    {LOCALE_NAMES[option]}
                  </option>
                ))}
              </TextField>
            </Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!form.isValid}
              loading={save.isPending}
              sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
            >
              {t('profile.save')}
            </Button>
          </Box>
        </Paper>
      </Stack>
    </Box>
  );
}
