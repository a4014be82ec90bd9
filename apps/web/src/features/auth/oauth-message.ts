import { AUTH_MESSAGES, OAUTH_MESSAGE_TYPE, OAUTH_POPUP_SIZE } from '@satsino/contract/auth';

/** How a social sign-in ended: a token for the new session, or a message why not. */
export type OAuthResult = { token: string } | { error: string };

/** The message the popup hands to the page that opened it. */
export type OAuthMessage = { type: typeof OAUTH_MESSAGE_TYPE } & OAuthResult;

/**
 * The result in the fragment of the popup's last page (`#token=…` or `#error=…`). A fragment
 * with neither is a failed sign-in as far as the player is concerned.
 */
export function oauthResultFromFragment(hash: string): OAuthResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  if (token !== null && token !== '') {
    return { token };
  }
  const error = params.get('error');
  return { error: error !== null && error !== '' ? error : AUTH_MESSAGES.oauthFailed };
}

export function oauthMessage(result: OAuthResult): OAuthMessage {
  return { type: OAUTH_MESSAGE_TYPE, ...result };
}

/** The result in a message another window sent, or `undefined` when it is not ours. */
export function parseOAuthMessage(data: unknown): OAuthResult | undefined {
  if (typeof data !== 'object' || data === null) {
    return undefined;
  }
  const { type, token, error } = data as Record<string, unknown>;
  if (type !== OAUTH_MESSAGE_TYPE) {
    return undefined;
  }
  if (typeof token === 'string' && token !== '') {
    return { token };
  }
  if (typeof error === 'string' && error !== '') {
    return { error };
  }
  return undefined;
}

interface WindowMetrics {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** `window.open` features for the sign-in popup, centred on the current window. */
export function popupFeatures(metrics: WindowMetrics): string {
  const { width, height } = OAUTH_POPUP_SIZE;
  const left = Math.max(0, Math.round(metrics.screenX + (metrics.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(metrics.screenY + (metrics.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
