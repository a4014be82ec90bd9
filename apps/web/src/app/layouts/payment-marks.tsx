import type { ReactNode } from 'react';

/**
 * The coins players deposit and withdraw with and the cards of the on-ramp widget (SPEC §9
 * payment methods and further assets), each drawn here: coins as a small round mark in their
 * network's colour, cards as a card. No remote images, one consistent style. The colours are
 * the brands' own (data, like a logo), not theme tokens.
 */
export interface PaymentMethod {
  code: string;
  name: string;
  color: string;
  /** A light rim, for marks whose colour is too dark to stand out on the dark theme. */
  rim?: boolean;
  /** A card (48 × 32) rather than a coin (32 × 32). */
  card?: boolean;
  /** The sign on the coin or card, drawn in its box. */
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
  {
    code: 'LN',
    name: 'Bitcoin (Lightning)',
    color: '#792ee5',
    sign: <path d="M18.2 4.8 8.6 17.6h6.2l-2 9.6 9.8-13.4h-6.4Z" fill={INK} />,
  },
  {
    code: 'XMR',
    name: 'Monero',
    color: '#ff6600',
    sign: (
      <>
        <path
          d="M16 3.5A12.5 12.5 0 0 0 4.1 19.8H8V9.9l8 8 8-8v9.9h3.9A12.5 12.5 0 0 0 16 3.5Z"
          fill={INK}
        />
        <path
          d="M14.1 21.4 10.2 17.5v6H5.1a12.5 12.5 0 0 0 21.8 0h-5.1v-6l-3.9 3.9L16 23.3Z"
          fill="#4c4c4c"
        />
      </>
    ),
  },
  {
    code: 'ADA',
    name: 'Cardano',
    color: '#0033ad',
    sign: (
      <g fill={INK}>
        <circle cx="16" cy="16" r="2.6" />
        {[0, 60, 120, 180, 240, 300].map((angle) => (
          <circle
            key={angle}
            cx={16 + 7 * Math.cos((angle * Math.PI) / 180)}
            cy={16 + 7 * Math.sin((angle * Math.PI) / 180)}
            r="1.7"
          />
        ))}
        {[30, 90, 150, 210, 270, 330].map((angle) => (
          <circle
            key={angle}
            cx={16 + 11.5 * Math.cos((angle * Math.PI) / 180)}
            cy={16 + 11.5 * Math.sin((angle * Math.PI) / 180)}
            r="1.1"
          />
        ))}
      </g>
    ),
  },
  {
    code: 'DASH',
    name: 'Dash',
    color: '#008ce7',
    sign: (
      <g fill={INK}>
        <path d="M11.6 9.5h10.6c2.6 0 3.9 1.8 3.3 4.2l-1.5 5.8c-.7 2.6-2.8 4-5.4 4H7.6l.9-3.4h9.2c.9 0 1.5-.4 1.7-1.3l1.3-5c.2-.8-.2-1.2-1-1.2H10.7Z" />
        <path d="M7.4 14.6h7.2l-.8 3H6.6Z" />
      </g>
    ),
  },
  {
    code: 'Visa',
    name: 'Visa',
    color: '#1a1f71',
    card: true,
    rim: true,
    sign: (
      <text
        x="24"
        y="20.6"
        textAnchor="middle"
        fontSize="13"
        fontWeight="900"
        fontStyle="italic"
        letterSpacing="0.4"
        fill={INK}
      >
        VISA
      </text>
    ),
  },
  {
    code: 'Mastercard',
    name: 'Mastercard',
    color: '#252525',
    card: true,
    rim: true,
    sign: (
      <>
        <circle cx="19.5" cy="16" r="8" fill="#eb001b" />
        <circle cx="28.5" cy="16" r="8" fill="#f79e1b" />
        <path d="M24 9.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2Z" fill="#ff5f00" />
      </>
    ),
  },
  {
    code: 'Revolut',
    name: 'Revolut',
    color: '#191c1f',
    card: true,
    rim: true,
    sign: (
      <text x="24" y="20.4" textAnchor="middle" fontSize="11" fontWeight="800" fill={INK}>
        Revolut
      </text>
    ),
  },
  {
    code: 'Google Pay',
    name: 'Google Pay',
    color: '#ffffff',
    card: true,
    rim: true,
    sign: (
      <>
        <text x="12.5" y="20.6" textAnchor="middle" fontSize="13" fontWeight="800" fill="#4285f4">
          G
        </text>
        <text x="28.5" y="20.2" textAnchor="middle" fontSize="11" fontWeight="600" fill="#3c4043">
          Pay
        </text>
      </>
    ),
  },
  {
    code: 'Apple Pay',
    name: 'Apple Pay',
    color: '#000000',
    card: true,
    rim: true,
    sign: (
      <>
        <path
          d="M15.1 12.3c.6-.7 1-1.7.9-2.7-.9 0-1.9.6-2.5 1.3-.6.6-1 1.6-.9 2.6 1 .1 1.9-.5 2.5-1.2Zm.9 1.4c-1.4-.1-2.6.8-3.2.8-.7 0-1.7-.8-2.8-.7-1.4 0-2.8.8-3.5 2.1-1.5 2.6-.4 6.5 1.1 8.6.7 1 1.6 2.2 2.7 2.1 1.1 0 1.5-.7 2.8-.7 1.3 0 1.7.7 2.8.7 1.2 0 1.9-1 2.6-2.1.8-1.2 1.2-2.3 1.2-2.4 0 0-2.3-.9-2.3-3.5 0-2.2 1.8-3.2 1.9-3.3-1-1.5-2.6-1.7-3.3-1.6Z"
          fill={INK}
          transform="translate(1.5 -2) scale(0.85)"
        />
        <text x="30" y="20.4" textAnchor="middle" fontSize="11.5" fontWeight="600" fill={INK}>
          Pay
        </text>
      </>
    ),
  },
];

interface PaymentMarkProps {
  method: PaymentMethod;
  sizePx: number;
}

/** One coin's or card's mark. Decorative: the list names each one in text beside it. */
export function PaymentMark({ method, sizePx }: PaymentMarkProps) {
  if (method.card === true) {
    const width = Math.round((sizePx * 48) / 32);
    return (
      <svg viewBox="0 0 48 32" width={width} height={sizePx} aria-hidden="true" focusable="false">
        <rect
          x="0.5"
          y="0.5"
          width="47"
          height="31"
          rx="4.5"
          fill={method.color}
          stroke={method.rim === true ? '#9aa0a6' : undefined}
          strokeOpacity="0.6"
        />
        {method.sign}
      </svg>
    );
  }
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
