import {
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_WALLET_CALLS,
  type ProviderResponse,
  providerResponse,
} from '@satsino/contract/provider';
import { type SigningKeys, signBody } from './signature.js';

/*
 * The sandbox's calls to the casino's seamless wallet: a signed JSON POST each, answered with
 * the contract's response. The casino's wallet_url names its public origin, which a sandbox
 * next to a test server or a developer's machine may not reach: `--casino` gives the origin
 * to use instead, keeping the path.
 */

export const WALLET_TIMEOUT_MS = 10_000;

export type WalletCall = keyof typeof PROVIDER_WALLET_CALLS;

export interface WalletAnswer {
  httpStatus: number;
  /** The parsed answer; null when the body was not the contract's response. */
  answer: ProviderResponse | null;
  text: string;
}

/** The base URL the calls go to, ending with a slash. */
export function walletBase(walletUrl: string, casinoUrl?: string): string {
  const url = new URL(walletUrl);
  const base = casinoUrl ? new URL(url.pathname, casinoUrl) : url;
  const text = base.toString();
  return text.endsWith('/') ? text : `${text}/`;
}

/** POSTs `body` exactly as given with `signature` (the tests of bad signatures pass their own). */
export async function postSigned(
  url: string,
  body: string,
  signature: string | undefined,
  timeoutMs = WALLET_TIMEOUT_MS,
): Promise<WalletAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers[PROVIDER_SIGNATURE_HEADER] = signature;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let answer: ProviderResponse | null = null;
  try {
    const parsed = providerResponse.safeParse(JSON.parse(text));
    if (parsed.success) answer = parsed.data;
  } catch {
    // Not JSON: `answer` stays null and the caller reports the text.
  }
  return { httpStatus: response.status, answer, text };
}

export function callUrl(base: string, call: WalletCall): string {
  return new URL(PROVIDER_WALLET_CALLS[call], base).toString();
}

/** One signed wallet call. */
export function callWallet(
  base: string,
  keys: SigningKeys,
  call: WalletCall,
  payload: object,
): Promise<WalletAnswer> {
  const body = JSON.stringify(payload);
  return postSigned(callUrl(base, call), body, signBody(keys, body));
}
