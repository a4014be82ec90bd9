import { COINS, type CoinSymbol } from '@satsino/contract/coins';
import QRCode from 'qrcode';
import { formatCoinAmount, parseCoinAmount } from './coin-amounts.js';

/*
 * Deposit QR codes. The text is a payment URI a wallet app understands, so scanning it fills in
 * the address (and the amount when we know it) instead of leaving the player to copy it.
 */

/**
 * Bounds the QR code's size: a payment URI is short, but a Lightning invoice with routing hints
 * runs to a thousand characters and more.
 */
const MAX_QR_TEXT_LENGTH = 2100;

/** EIP-681 chain ids; a URI without one means Ethereum mainnet. */
const EVM_CHAIN_IDS: Partial<Record<CoinSymbol, number>> = { BNB: 56 };

/**
 * Tokens whose amount cannot be put in a plain address URI: a wallet would read it as the chain's
 * own coin (ETH or TRX), and asking for 100 ETH instead of 100 USDC is not a risk worth taking.
 * Their URI carries the address only; the player types the amount the cashier shows.
 */
const TOKENS_WITHOUT_URI_AMOUNT: ReadonlySet<CoinSymbol> = new Set(['USDC', 'USDT']);

/** "0.00150000" → "0.0015", "2.0" → "2": the shortest exact form, as BIP21 shows amounts. */
function shortestAmount(amount: string, decimals: number): string {
  const formatted = formatCoinAmount(parseCoinAmount(amount, decimals), decimals);
  return formatted.includes('.') ? formatted.replace(/\.?0+$/, '') : formatted;
}

/**
 * The payment URI of a deposit, BIP21 style: `bitcoin:bc1q…?amount=0.0015`. A CashAddr already
 * starts with `bitcoincash:`, so it is not prefixed twice. Ethereum-family coins follow EIP-681,
 * which puts the amount in wei as `value` and BNB's chain after `@`.
 */
export function paymentUri(coin: CoinSymbol, address: string, amount?: string): string {
  const { uriScheme, decimals } = COINS[coin];
  const isEvm = uriScheme === 'ethereum';
  const chainId = EVM_CHAIN_IDS[coin];
  const target = address.toLowerCase().startsWith(`${uriScheme}:`)
    ? address
    : `${uriScheme}:${address}${chainId === undefined ? '' : `@${chainId}`}`;
  if (amount === undefined || TOKENS_WITHOUT_URI_AMOUNT.has(coin)) return target;
  if (isEvm) return `${target}?value=${parseCoinAmount(amount, decimals)}`;
  return `${target}?amount=${shortestAmount(amount, decimals)}`;
}

/** An SVG QR code of `text` as a data URL, ready for an `<img src>`. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  if (text.length === 0 || text.length > MAX_QR_TEXT_LENGTH) {
    throw new RangeError(`QR code text must be 1..${MAX_QR_TEXT_LENGTH} characters`);
  }
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
