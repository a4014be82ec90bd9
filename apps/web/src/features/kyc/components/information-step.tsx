import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KycCase, kycInformationRequest } from '@satsino/contract/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { codedMessageOf } from '../../../i18n/error-text';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError, type FieldErrorCodes, type FieldErrors } from '../../../lib/api-error';
import { COUNTRY_CODES } from '../../../lib/country-codes';
import { fieldMessagesOf } from '../../../ui/form/field-errors';
import { useForm } from '../../../ui/form/use-form';
import { kycCaseQueryOptions, saveInformation } from '../api/kyc-api';
import { type InformationValues, informationRequestOf, informationValuesOf } from '../kyc-steps';
import { useKycMessage } from '../use-kyc-message';

function validate(values: InformationValues) {
  return fieldMessagesOf(kycInformationRequest.safeParse(informationRequestOf(values)));
}

/** Country codes with their names in the reader's language, sorted by name. */
function useCountryOptions() {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
  }, [locale]);
}

interface InformationStepProps {
  kyc: KycCase;
  /** Field messages of a refused submission, shown on their fields. */
  serverErrors: FieldErrors;
  /** The codes of `serverErrors`, to translate them. */
  serverCodes: FieldErrorCodes;
  onDone: () => void;
}

/** Step 1: the player's details (SPEC §3 form fields), all required, saved before moving on. */
export function InformationStep({ kyc, serverErrors, serverCodes, onDone }: InformationStepProps) {
  const { t } = useTranslation('kyc');
  const translate = useKycMessage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: informationValuesOf(kyc), validate });
  const countries = useCountryOptions();
  const { showServerErrors } = form;
  const disabled = !kyc.editable;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer shows its errors.
  useEffect(() => {
    showServerErrors(serverErrors, serverCodes);
  }, [serverErrors, serverCodes]);

  const save = useMutation({
    mutationFn: (values: InformationValues) => saveInformation(informationRequestOf(values)),
    onSuccess: (answer) => {
      queryClient.setQueryData(kycCaseQueryOptions().queryKey, answer);
      form.reset(informationValuesOf(answer));
      notify(t('information.saved'), 'success');
      onDone();
    },
    onError: (error) => {
      if (isSessionFailure(error)) return;
      if (error instanceof ApiError) {
        form.showServerErrors(error.errors, error.codes);
        notify(translate(codedMessageOf(error)), 'error');
      } else {
        notify(translate(error.message), 'error');
      }
    },
  });

  const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (disabled) {
          onDone();
          return;
        }
        if (form.submit()) save.mutate(form.values);
      }}
    >
      <Typography component="h3" variant="h6">
        {t('information.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, mb: 2.5 }}>
        {t('information.hint')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { '@': '1fr', '@sm': 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <TextField
          {...form.textField('first_name')}
          label={t('information.firstName')}
          autoComplete="given-name"
          required
          disabled={disabled}
        />
        <TextField
          {...form.textField('last_name')}
          label={t('information.lastName')}
          autoComplete="family-name"
          required
          disabled={disabled}
        />
        <TextField
          {...form.textField('date_of_birth')}
          label={t('information.dateOfBirth')}
          type="date"
          autoComplete="bday"
          required
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...form.textField('address')}
          label={t('information.address')}
          autoComplete="street-address"
          required
          disabled={disabled}
        />
        <TextField
          {...form.textField('post_code')}
          label={t('information.postCode')}
          autoComplete="postal-code"
          required
          disabled={disabled}
        />
        <TextField
          {...form.textField('city')}
          label={t('information.city')}
          autoComplete="address-level2"
          required
          disabled={disabled}
        />
        <TextField
          {...form.textField('country')}
          select
          label={t('information.country')}
          autoComplete="country"
          required
          disabled={disabled}
          slotProps={selectProps}
        >
          <option value="">{t('information.chooseCountry')}</option>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </TextField>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={save.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {disabled ? t('actions.continue') : t('information.save')}
        </Button>
      </Stack>
    </Box>
  );
}
