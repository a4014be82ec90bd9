import { AUTH_MESSAGES } from '@satsino/contract/auth';
import { ERROR_MESSAGES } from '@satsino/contract/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { isSessionFailure } from './session-failure';

describe('isSessionFailure', () => {
  it('treats a 401 anywhere as the end of the session', () => {
    expect(isSessionFailure(new ApiError(401, ERROR_MESSAGES.unauthenticated))).toBe(true);
    expect(isSessionFailure(new ApiError(401, 'whatever'), 'current-user')).toBe(true);
  });

  it("treats the message 'Unauthenticated.' as the end of the session", () => {
    expect(isSessionFailure(new ApiError(419, ERROR_MESSAGES.unauthenticated))).toBe(true);
  });

  it('treats a 403 on the current user as the end of the session', () => {
    expect(isSessionFailure(new ApiError(403, AUTH_MESSAGES.forbidden), 'current-user')).toBe(true);
  });

  it('leaves other 403s to the page, which shows them as notices', () => {
    expect(isSessionFailure(new ApiError(403, AUTH_MESSAGES.accountNotVerified))).toBe(false);
  });

  it('ignores other failures', () => {
    expect(isSessionFailure(new ApiError(422, 'Invalid e-mail.'))).toBe(false);
    expect(isSessionFailure(new ApiError(500, ERROR_MESSAGES.unexpected))).toBe(false);
    expect(isSessionFailure(new TypeError('Failed to fetch'))).toBe(false);
  });
});
