import { AUTH_MESSAGES, OAUTH_MESSAGE_TYPE } from '@satsino/contract/auth';
import { describe, expect, it } from 'vitest';
import {
  oauthMessage,
  oauthResultFromFragment,
  parseOAuthMessage,
  popupFeatures,
} from './oauth-message';

describe('oauthResultFromFragment', () => {
  it('reads the token or the error', () => {
    expect(oauthResultFromFragment('#token=abc%2Bdef')).toEqual({ token: 'abc+def' });
    expect(oauthResultFromFragment('#error=Access%20denied')).toEqual({ error: 'Access denied' });
  });

  it('treats an empty fragment as a failed sign-in', () => {
    expect(oauthResultFromFragment('')).toEqual({ error: AUTH_MESSAGES.oauthFailed });
    expect(oauthResultFromFragment('#token=')).toEqual({ error: AUTH_MESSAGES.oauthFailed });
  });
});

describe('parseOAuthMessage', () => {
  it('accepts our own messages', () => {
    expect(parseOAuthMessage(oauthMessage({ token: 't' }))).toEqual({ token: 't' });
    expect(parseOAuthMessage({ type: OAUTH_MESSAGE_TYPE, error: 'no' })).toEqual({ error: 'no' });
  });

  it('ignores anything else', () => {
    for (const data of [
      null,
      'satsino:oauth',
      { type: 'other', token: 't' },
      { type: OAUTH_MESSAGE_TYPE },
      { type: OAUTH_MESSAGE_TYPE, token: 42 },
    ]) {
      expect(parseOAuthMessage(data)).toBeUndefined();
    }
  });
});

describe('popupFeatures', () => {
  it('centres a 600x720 popup on the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 })).toBe(
      'popup=yes,width=600,height=720,left=500,top=140',
    );
  });

  it('keeps the popup on screen when the window is smaller', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 600 })).toBe(
      'popup=yes,width=600,height=720,left=0,top=0',
    );
  });
});
