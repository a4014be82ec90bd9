import {
  type PasswordUpdateRequest,
  type ProfileUpdateRequest,
  profileUpdateResponse,
} from '@satsino/contract/account';
import { statusResponse } from '@satsino/contract/auth';
import { request } from '../../../lib/api-client';

/** `PATCH /api/settings/profile` → the updated user (and the fields SPEC §7 names). */
export function updateProfile(body: ProfileUpdateRequest) {
  return request('/settings/profile', profileUpdateResponse, { method: 'PATCH', body });
}

/** `PATCH /api/settings/password`; the server ends the player's other sessions. */
export function updatePassword(body: PasswordUpdateRequest) {
  return request('/settings/password', statusResponse, { method: 'PATCH', body });
}

/** `POST /api/email/resend` for the player's own e-mail (the profile's "resend" action). */
export function resendVerificationEmail(email: string) {
  return request('/email/resend', statusResponse, { method: 'POST', body: { email } });
}
