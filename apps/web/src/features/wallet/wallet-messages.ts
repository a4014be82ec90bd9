import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import { NOTICES } from '../../i18n/notices';
import { ApiError } from '../../lib/api-error';

export type WalletMessageName = keyof typeof WALLET_MESSAGES;

/**
 * Messages the server follows with a value (SPEC §8: "Min withdrawal request is" plus limit and
 * currency; "API error:" plus the status). Longest first, so no message matches as another's
 * beginning.
 */
const MESSAGES_WITH_VALUE = (
  [
    'withdrawMinLimit',
    'withdrawMaxLimit',
    'depositMinLimit',
    'tipMinLimit',
    'tipMaxLimit',
    'conversionApiError',
  ] as const satisfies readonly WalletMessageName[]
).toSorted((a, b) => WALLET_MESSAGES[b].length - WALLET_MESSAGES[a].length);

const NAME_BY_TEXT = new Map<string, WalletMessageName>(
  Object.entries(WALLET_MESSAGES).map(([name, text]) => [text, name as WalletMessageName]),
);

export interface KnownWalletMessage {
  name: WalletMessageName;
  /** What the server put after the message, kept as it came: " 10.00 EUR". */
  rest: string;
}

/** Which of the contract's wallet messages `text` is, if any, and the value that follows it. */
export function walletMessageOf(text: string): KnownWalletMessage | undefined {
  const exact = NAME_BY_TEXT.get(text);
  if (exact !== undefined) {
    return { name: exact, rest: '' };
  }
  for (const name of MESSAGES_WITH_VALUE) {
    const message = WALLET_MESSAGES[name];
    if (text.startsWith(message) && /^[\s:]/.test(text.slice(message.length))) {
      return { name, rest: text.slice(message.length) };
    }
  }
  return undefined;
}

/**
 * The English text a failed wallet call should show: the server's own message when it sent one
 * (SPEC §8 texts, or the 422's), else a generic one.
 */
export function walletFailureText(error: unknown): string {
  if (error instanceof ApiError && error.hasMessage && error.message.trim() !== '') {
    return error.message;
  }
  return NOTICES.unexpectedError;
}
