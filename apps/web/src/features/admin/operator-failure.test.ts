import { describe, expect, it } from 'vitest';
import { NOTICES } from '../../i18n/notices';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-error';
import { operatorFailureMessage } from './operator-failure';

describe('operatorFailureMessage', () => {
  it("shows the server's message with its code", () => {
    const conflict = new ApiError(409, 'The withdrawal is not in a state that allows this.', {
      hasMessage: true,
      code: 'withdrawal_wrong_state',
    });
    expect(operatorFailureMessage(conflict)).toEqual({
      code: 'withdrawal_wrong_state',
      message: 'The withdrawal is not in a state that allows this.',
    });
  });

  it('falls back to a generic text without one', () => {
    expect(operatorFailureMessage(new ApiError(502, 'Bad gateway'))).toBe(NOTICES.unexpectedError);
    expect(operatorFailureMessage(new ApiError(500, ' ', { hasMessage: true }))).toBe(
      NOTICES.unexpectedError,
    );
    expect(operatorFailureMessage(new UnexpectedAnswerError('/admin/deposits'))).toBe(
      NOTICES.unexpectedError,
    );
    expect(operatorFailureMessage(new TypeError('Failed to fetch'))).toBe(NOTICES.unexpectedError);
  });
});
