/**
 * The coins the cashier accepts (SPEC §9 payment methods). Amounts of a coin travel as strings of
 * decimal coin units ("0.00150000"), never as floats; `decimals` is how many places the coin has.
 */
export const COIN_SYMBOLS = [
  'BTC',
  'ETH',
  'LTC',
  'DOGE',
  'BNB',
  'BCH',
  'USDT',
  'USDC',
  'XRP',
  'TRX',
  'XMR',
] as const;
export type CoinSymbol = (typeof COIN_SYMBOLS)[number];

export function isCoinSymbol(value: string): value is CoinSymbol {
  return (COIN_SYMBOLS as readonly string[]).includes(value);
}

/** The chain a coin's deposits arrive on; tokens name the chain that carries them. */
export type CoinNetwork =
  | 'bitcoin'
  | 'ethereum'
  | 'litecoin'
  | 'dogecoin'
  | 'bsc'
  | 'bitcoincash'
  | 'xrpl'
  | 'tron'
  | 'monero';

export interface CoinDefinition {
  symbol: CoinSymbol;
  name: string;
  network: CoinNetwork;
  /** Decimal places of one coin unit on its network (satoshis: 8, wei: 18, token units: 6). */
  decimals: number;
  /** Confirmations after which a deposit is credited. */
  confirmations: number;
  /** Network fee of a withdrawal, in coin units, deducted from the amount sent. */
  withdrawalFee: string;
  /** BIP21-style URI scheme of the deposit QR code. */
  uriScheme: string;
}

export const COINS: Record<CoinSymbol, CoinDefinition> = {
  BTC: {
    symbol: 'BTC',
    name: 'Bitcoin',
    network: 'bitcoin',
    decimals: 8,
    confirmations: 2,
    withdrawalFee: '0.00002',
    uriScheme: 'bitcoin',
  },
  ETH: {
    symbol: 'ETH',
    name: 'Ethereum',
    network: 'ethereum',
    decimals: 18,
    confirmations: 12,
    withdrawalFee: '0.0006',
    uriScheme: 'ethereum',
  },
  LTC: {
    symbol: 'LTC',
    name: 'Litecoin',
    network: 'litecoin',
    decimals: 8,
    confirmations: 6,
    withdrawalFee: '0.0002',
    uriScheme: 'litecoin',
  },
  DOGE: {
    symbol: 'DOGE',
    name: 'Dogecoin',
    network: 'dogecoin',
    decimals: 8,
    confirmations: 20,
    withdrawalFee: '2',
    uriScheme: 'dogecoin',
  },
  BNB: {
    symbol: 'BNB',
    name: 'Binance Coin',
    network: 'bsc',
    decimals: 18,
    confirmations: 15,
    withdrawalFee: '0.0005',
    uriScheme: 'ethereum',
  },
  BCH: {
    symbol: 'BCH',
    name: 'Bitcoin Cash',
    network: 'bitcoincash',
    decimals: 8,
    confirmations: 6,
    withdrawalFee: '0.0001',
    uriScheme: 'bitcoincash',
  },
  USDT: {
    symbol: 'USDT',
    name: 'Tether (TRC-20)',
    network: 'tron',
    decimals: 6,
    confirmations: 20,
    withdrawalFee: '1',
    uriScheme: 'tron',
  },
  USDC: {
    symbol: 'USDC',
    name: 'USD Coin (ERC-20)',
    network: 'ethereum',
    decimals: 6,
    confirmations: 12,
    withdrawalFee: '2',
    uriScheme: 'ethereum',
  },
  XRP: {
    symbol: 'XRP',
    name: 'Ripple',
    network: 'xrpl',
    decimals: 6,
    confirmations: 1,
    withdrawalFee: '0.25',
    uriScheme: 'ripple',
  },
  TRX: {
    symbol: 'TRX',
    name: 'TRON',
    network: 'tron',
    decimals: 6,
    confirmations: 20,
    withdrawalFee: '1',
    uriScheme: 'tron',
  },
  XMR: {
    symbol: 'XMR',
    name: 'Monero',
    network: 'monero',
    decimals: 12,
    confirmations: 10,
    withdrawalFee: '0.0001',
    uriScheme: 'monero',
  },
};

/** Where the web finds a coin's bundled icon. */
export const coinImagePath = (symbol: CoinSymbol) => `/coins/${symbol.toLowerCase()}.svg`;
