import type { ReactNode } from 'react';

/**
 * The coins players deposit and withdraw with (SPEC §9 payment methods), each drawn here as a
 * small round mark in its network's colour: no remote images, one consistent style. The
 * colours are the coins' own brand colours (data, like a logo), not theme tokens.
 */
export interface PaymentMethod {
  code: string;
  name: string;
  color: string;
  /** A light rim, for coins whose colour is too dark to stand out on the dark theme. */
  rim?: boolean;
  /** The white sign on the coin, drawn in a 32 × 32 box. */
  sign: ReactNode;
}

const INK = '#ffffff';

/** A bold letter centred on the coin (Inter, the app's font, covers all of them). */
function letter(text: string, rotate = 0): ReactNode {
  return (
    <text
      x="16"
      y="21.6"
      textAnchor="middle"
      fontSize="16"
      fontWeight="800"
      fill={INK}
      transform={rotate === 0 ? undefined : `rotate(${rotate} 16 16)`}
    >
      {text}
    </text>
  );
}

/** Bitcoin's sign (and Bitcoin Cash's, turned further): a B with strokes through its ends. */
function bitcoinSign(rotate: number): ReactNode {
  return (
    <g transform={`rotate(${rotate} 16 16)`}>
      <rect x="13.2" y="6.6" width="1.8" height="3" fill={INK} />
      <rect x="16.4" y="6.6" width="1.8" height="3" fill={INK} />
      <rect x="13.2" y="22.4" width="1.8" height="3" fill={INK} />
      <rect x="16.4" y="22.4" width="1.8" height="3" fill={INK} />
      {letter('B')}
    </g>
  );
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { code: 'BTC', name: 'Bitcoin', color: '#f7931a', sign: bitcoinSign(14) },
  {
    code: 'ETH',
    name: 'Ethereum',
    color: '#627eea',
    sign: (
      <g fill={INK}>
        <path d="M16 5.5 22.5 16.3 16 20.1 9.5 16.3Z" />
        <path d="M16 21.6 22.5 17.8 16 26.5 9.5 17.8Z" fillOpacity="0.8" />
      </g>
    ),
  },
  { code: 'LTC', name: 'Litecoin', color: '#345d9d', sign: letter('Ł') },
  { code: 'DOGE', name: 'Dogecoin', color: '#c2a633', sign: letter('Ð') },
  {
    code: 'USDT',
    name: 'Tether',
    color: '#26a17b',
    sign: (
      <g fill={INK}>
        <rect x="9" y="8.5" width="14" height="3.4" rx="0.6" />
        <rect x="14.2" y="8.5" width="3.6" height="16" rx="0.6" />
        <ellipse cx="16" cy="15.6" rx="8.2" ry="2.4" fill="none" stroke={INK} strokeWidth="1.4" />
      </g>
    ),
  },
  {
    code: 'USDC',
    name: 'USD Coin',
    color: '#2775ca',
    sign: (
      <>
        <circle cx="16" cy="16" r="10.5" fill="none" stroke={INK} strokeWidth="1.6" />
        {letter('$')}
      </>
    ),
  },
  { code: 'XRP', name: 'XRP', color: '#23292f', rim: true, sign: letter('X') },
  {
    code: 'TRX',
    name: 'TRON',
    color: '#ef0027',
    sign: (
      <path
        d="M8.5 9 24 12.2 15.4 25Z M8.5 9 17.4 15 24 12.2 M17.4 15 15.4 25"
        fill="none"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    ),
  },
  {
    code: 'BNB',
    name: 'BNB',
    color: '#f3ba2f',
    sign: (
      <g fill={INK}>
        <path d="M16 12.4 19.6 16 16 19.6 12.4 16Z" />
        <path d="M16 6 21.4 11.4 19.4 13.4 16 10 12.6 13.4 10.6 11.4Z" />
        <path d="M16 26 21.4 20.6 19.4 18.6 16 22 12.6 18.6 10.6 20.6Z" />
        <path d="M7.2 16 9.2 14 11.2 16 9.2 18Z" />
        <path d="M24.8 16 22.8 14 20.8 16 22.8 18Z" />
      </g>
    ),
  },
  { code: 'BCH', name: 'Bitcoin Cash', color: '#8dc351', sign: bitcoinSign(-28) },
];

interface PaymentMarkProps {
  method: PaymentMethod;
  sizePx: number;
}

/** One coin's mark. Decorative: the list names each coin in text beside it. */
export function PaymentMark({ method, sizePx }: PaymentMarkProps) {
  return (
    <svg viewBox="0 0 32 32" width={sizePx} height={sizePx} aria-hidden="true" focusable="false">
      <circle
        cx="16"
        cy="16"
        r={method.rim === true ? 15 : 15.5}
        fill={method.color}
        stroke={method.rim === true ? INK : undefined}
        strokeOpacity="0.45"
        strokeWidth="1"
      />
      {method.sign}
    </svg>
  );
}
