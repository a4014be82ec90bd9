import type { ProfileUpdateRequest, User } from '@satsino/contract/account';
import { isLocale, type Locale } from '@satsino/contract/locales';

/** The editable profile fields of SPEC §3, as the form holds them (text, '' when unset). */
export type ProfileValues = {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  address: string;
  post_code: string;
  city: string;
  country: string;
  locale: string;
};

export function profileValuesOf(user: User): ProfileValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    date_of_birth: user.date_of_birth ?? '',
    address: user.address ?? '',
    post_code: user.post_code ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    locale: user.locale,
  };
}

/** Trimmed; an empty field clears the value on the server (null). */
function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The profile update request for the form's values. */
export function profileRequestOf(values: ProfileValues): ProfileUpdateRequest {
  return {
    first_name: textOrNull(values.first_name),
    last_name: textOrNull(values.last_name),
    date_of_birth: textOrNull(values.date_of_birth),
    address: textOrNull(values.address),
    post_code: textOrNull(values.post_code),
    city: textOrNull(values.city),
    country: textOrNull(values.country),
    ...(isLocale(values.locale) ? { locale: values.locale as Locale } : {}),
  };
}
