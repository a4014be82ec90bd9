import { z } from 'zod';
import { COIN_SYMBOLS } from './coins.js';
import { errorCode } from './errors.js';
import { WALLET_MESSAGES } from './messages/wallet.js';
import { CURRENCIES, minorUnits } from './money.js';
import { POSTGRES_INTEGER_MAX, VALIDATION_MESSAGES } from './validation.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { WALLET_MESSAGES };

/**
 * The cashier of SPEC §2/§3/§7: entity wallets, deposit addresses, conversion, deposit and
 * withdrawal requests, tips and the player's transactions. Money of the account currency is an
 * integer of minor units; coin amounts are strings of decimal coin units.
 */

/** SPEC §9: withdrawal bounds in the account currency unless the wallet gives its own. */
export const DEFAULT_WITHDRAWAL_MIN_MINOR = 1_000;
export const DEFAULT_WITHDRAWAL_MAX_MINOR = 50_000;
/** SPEC §9: deposit minimum 100, also the calculator's starting value. */
export const DEPOSIT_MIN_MINOR = 10_000;
export const DEPOSIT_CALCULATOR_DEFAULT = 100;
/**
 * Lightning (ADR 0015). A deposit invoice lives 15 minutes; a pasted withdrawal invoice must live
 * at least 10 more minutes, the approval time the site promises; Lightning channels are small,
 * so one deposit is at most 5,000.00; a withdrawal is charged a routing-fee budget of 100 sats.
 */
export const LIGHTNING_INVOICE_EXPIRY_SECONDS = 900;
export const LIGHTNING_WITHDRAWAL_MIN_EXPIRY_SECONDS = 600;
export const LIGHTNING_DEPOSIT_MAX_MINOR = 500_000;
export const LIGHTNING_FEE_BUDGET_SATS = 100;
export const LIGHTNING_INVOICE_MAX_LENGTH = 2048;
/** How often the cashier asks whether a shown invoice was paid. */
export const LIGHTNING_POLL_INTERVAL_MS = 2_000;

/** The spec shows no tip limits: ours, in minor units of the account currency. */
export const TIP_MIN_MINOR = 100;
export const TIP_MAX_MINOR = 100_000;
export const TRANSACTIONS_PAGE_SIZE = 100;
/** How long a tip's exchange-rate quote holds (issue 17, ADR 0023). */
export const TIP_QUOTE_TTL_SECONDS = 60;

const coinSymbol = z.enum(COIN_SYMBOLS, { error: WALLET_MESSAGES.unknownWallet });
const positiveMinor = z
  .number({ error: WALLET_MESSAGES.amountInvalid })
  .int(WALLET_MESSAGES.amountInvalid)
  .positive(WALLET_MESSAGES.amountInvalid)
  .max(Number.MAX_SAFE_INTEGER, WALLET_MESSAGES.amountInvalid);
const walletId = z.coerce
  .number({ error: WALLET_MESSAGES.unknownWallet })
  .int(WALLET_MESSAGES.unknownWallet)
  .positive(WALLET_MESSAGES.unknownWallet)
  .max(POSTGRES_INTEGER_MAX, WALLET_MESSAGES.unknownWallet);
/** A decimal coin amount, at most 18 places: what a chain can represent. */
export const coinAmount = z
  .string()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, 'Enter a coin amount such as 0.0015.');

/** Entity wallet of SPEC §3, one per coin. */
export const entityWallet = z
  .object({
    id: z.number().int(),
    name: z.string(),
    short_code: coinSymbol,
    coin_image: z.string(),
    allow_withdrawals: z.union([z.literal(0), z.literal(1)]),
    /** Withdrawal minimum, minor units; null means the default of SPEC §9. */
    min_topup: minorUnits.nullable(),
    /** Withdrawal maximum, minor units; null means the default of SPEC §9. */
    max_topup: minorUnits.nullable(),
    network: z.string(),
    decimals: z.number().int(),
    confirmations: z.number().int(),
    /** Network fee of a withdrawal in coin units, deducted from the amount sent. */
    withdrawal_fee: coinAmount,
  })
  .meta({ id: 'EntityWallet' });
export type EntityWallet = z.infer<typeof entityWallet>;
export const entityWalletsResponse = z.array(entityWallet).meta({ id: 'EntityWallets' });

/** `POST /api/wallet/depositwallet`. */
export const depositWalletRequest = z
  .object({ symbol: coinSymbol.default('BTC') })
  .meta({ id: 'DepositWalletRequest' });
/** Crypto info of SPEC §3: the player's own address for the coin and its QR code. */
export const cryptoInfo = z
  .object({
    symbol: coinSymbol,
    network: z.string(),
    address: z.string(),
    /** A data: URL of an SVG image, made on the server. */
    qr_code: z.string(),
    /** The BIP21-style payment URI the QR code carries. */
    uri: z.string(),
    confirmations: z.number().int(),
  })
  .meta({ id: 'CryptoInfo' });
export type CryptoInfo = z.infer<typeof cryptoInfo>;

/**
 * `POST /api/coinremitterConversionRate`. `fiat_amount` is in major units (the calculator shows
 * 100), as the payment processor takes it. Missing fields answer 'Missing required parameters'.
 */
export const conversionRequest = z
  .object({
    crypto_symbol: z.string().optional(),
    fiat_symbol: z.string().optional(),
    fiat_amount: z.union([z.string(), z.number()]).optional(),
  })
  .meta({ id: 'ConversionRequest' });
export const conversionResponse = z
  .object({
    success: z.literal(true),
    data: z.object({
      crypto_symbol: coinSymbol,
      fiat_symbol: z.enum(CURRENCIES),
      fiat_amount: z.string(),
      crypto_amount: coinAmount,
      /** Price of one coin in the fiat currency. */
      rate: z.string(),
    }),
  })
  .meta({ id: 'ConversionResponse' });
export type ConversionResponse = z.infer<typeof conversionResponse>;

/**
 * `POST /api/wallet/request/deposit`. A deposit request tells the cashier about coins sent
 * (reference_number is the transaction id); with `type: 'tip'` the same call sends a tip
 * (SPEC §7: "also used for tips"): reference_number is then the recipient's nickname or id.
 */
export const depositRequestCreate = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('deposit').default('deposit'),
      reference_number: z
        .string({ error: VALIDATION_MESSAGES.required })
        .trim()
        .min(1, VALIDATION_MESSAGES.required)
        .max(128, VALIDATION_MESSAGES.tooLong),
      entity_wallet_id: walletId,
      sent_amount: positiveMinor,
    }),
    z.object({
      type: z.literal('tip'),
      reference_number: z
        .string({ error: VALIDATION_MESSAGES.required })
        .trim()
        .min(1, VALIDATION_MESSAGES.required)
        .max(64, VALIDATION_MESSAGES.tooLong),
      sent_amount: z.number({ error: VALIDATION_MESSAGES.required }).pipe(positiveMinor),
      /**
       * A tip to a player of another currency: the quote the player was shown (issue 17, ADR
       * 0023), from `GET /api/wallet/tips/recipient`. Ignored between players of one currency.
       */
      quote_id: z.uuid(WALLET_MESSAGES.tipQuoteInvalid).optional(),
    }),
  ])
  .meta({ id: 'DepositRequestCreate' });
export type DepositRequestCreate = z.input<typeof depositRequestCreate>;

export const REQUEST_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;
export const depositRequest = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    type: z.literal('deposit'),
    entity_wallet_id: z.number().int(),
    coin: coinSymbol,
    reference_number: z.string(),
    sent_amount: minorUnits,
    amount: minorUnits.nullable().meta({ description: 'Credited amount once confirmed' }),
    status: z.enum(REQUEST_STATUSES),
    confirmed: z.union([z.literal(0), z.literal(1)]),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'DepositRequest' });
export type DepositRequest = z.infer<typeof depositRequest>;

export const tipResult = z
  .object({
    type: z.literal('tip'),
    id: z.number().int(),
    amount: minorUnits,
    recipient: z.string(),
    created_at: z.iso.datetime(),
    /** What the recipient got, in their currency: differs from `amount` across currencies. */
    received_amount: minorUnits.optional(),
    received_currency: z.enum(CURRENCIES).optional(),
  })
  .meta({ id: 'TipResult' });
export type TipResult = z.infer<typeof tipResult>;
export const depositRequestCreateResponse = z.union([depositRequest, tipResult]);

/** `POST /api/wallet/request/withdrawal`. */
export const withdrawalRequestCreate = z
  .object({
    wallet_address: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, VALIDATION_MESSAGES.required)
      .max(128, VALIDATION_MESSAGES.tooLong),
    entity_wallet_id: walletId,
    amount: positiveMinor,
  })
  .meta({ id: 'WithdrawalRequestCreate' });
export type WithdrawalRequestCreate = z.input<typeof withdrawalRequestCreate>;

/** SPEC §4: pending → approved → accepted (sent) → confirmed; or rejected / cancelled. */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'accepted',
  'confirmed',
  'rejected',
  'cancelled',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalRequest = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    entity_wallet_id: z.number().int(),
    coin: coinSymbol,
    wallet_address: z.string(),
    /** Taken from the balance, minor units. */
    amount: minorUnits,
    /** The network fee in the account currency at request time, minor units. */
    fee: minorUnits,
    /** What is sent after the fee, minor units. */
    net_amount: minorUnits,
    /** The coins sent, fixed when the operator sends them. */
    crypto_amount: coinAmount.nullable(),
    status: z.enum(WITHDRAWAL_STATUSES),
    /** On chain to wallet_address, or over Lightning to the invoice in wallet_address. */
    rail: z.enum(['onchain', 'lightning']),
    txid: z.string().nullable(),
    reason: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'WithdrawalRequest' });
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>;

export const depositRequestList = z.array(depositRequest).meta({ id: 'DepositRequestList' });
export const withdrawalRequestList = z
  .array(withdrawalRequest)
  .meta({ id: 'WithdrawalRequestList' });
export const withdrawalIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Kinds of ledger transfer a player sees in the transaction lists. */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_returned',
  'tip_sent',
  'tip_received',
  'bet',
  'win',
  'rollback',
  'bonus_payment',
  'bonus_forfeit',
  'cashback',
  'admin_payment',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_FILTERS = ['all', 'withdrawals', 'deposits', 'bonus'] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

export const transactionsRequest = z
  .object({
    filter: z.enum(TRANSACTION_FILTERS).default('all'),
    /** Keyset paging: only transactions older than this id. */
    before_id: z.number().int().positive().optional(),
  })
  .default({ filter: 'all' })
  .meta({ id: 'TransactionsRequest' });

/** One movement of a player's money (SPEC §3 table columns). */
export const walletTransaction = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    type: z.enum(TRANSACTION_TYPES),
    /** Signed: positive credits the balance, negative debits it. Minor units. */
    amount: minorUnits,
    balance_type: z.enum(['cash', 'bonus']),
    balance_after: minorUnits,
    currency: z.enum(CURRENCIES),
    status: z.string(),
    confirmed: z.union([z.literal(0), z.literal(1)]),
    sent_amount: coinAmount.nullable(),
    reference_number: z.string().nullable(),
    coin: coinSymbol.nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'WalletTransaction' });
export type WalletTransaction = z.infer<typeof walletTransaction>;
export const transactionsResponse = z
  .object({ transactions: z.array(walletTransaction) })
  .meta({ id: 'WalletTransactions' });

/** What the web needs to draw the cashier: configuration the operator switches. */
export const walletConfigResponse = z
  .object({
    tips_enabled: z.boolean(),
    /** The card on-ramp widget's URL; null hides the widget and the buy crypto page. */
    onramp_url: z.string().nullable(),
    gateway: z.string(),
    /** The Lightning node's network, and whether it is the embedded sandbox (play money). */
    lightning_network: z.string(),
    lightning_sandbox: z.boolean(),
    deposit_min: minorUnits,
    withdrawal_min: minorUnits,
    withdrawal_max: minorUnits,
    tip_min: minorUnits,
    tip_max: minorUnits,
  })
  .meta({ id: 'WalletConfig' });
export type WalletConfig = z.infer<typeof walletConfigResponse>;

const lightningInvoiceText = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(LIGHTNING_INVOICE_MAX_LENGTH, VALIDATION_MESSAGES.tooLong);

/** `POST /api/wallet/lightning/invoice`: a deposit invoice for an amount of the account currency. */
export const lightningInvoiceCreate = z
  .object({ amount: positiveMinor })
  .meta({ id: 'LightningInvoiceCreate' });
export type LightningInvoiceCreate = z.input<typeof lightningInvoiceCreate>;

export const LIGHTNING_INVOICE_STATUSES = ['pending', 'paid', 'expired'] as const;
/** A Lightning deposit invoice as the cashier shows it. */
export const lightningInvoice = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    payment_request: z.string(),
    payment_hash: z.string(),
    /** What the player is credited when it is paid, minor units (fixed at the invoice's rate). */
    amount: minorUnits,
    currency: z.enum(CURRENCIES),
    /** The invoice's amount in BTC ("0.00103627"). */
    crypto_amount: z.string(),
    status: z.enum(LIGHTNING_INVOICE_STATUSES),
    expires_at: z.iso.datetime(),
    paid_at: z.iso.datetime().nullable(),
    /** A data: URL of an SVG QR code of the `lightning:` URI, made on the server. */
    qr_code: z.string(),
    uri: z.string(),
    /** mainnet, testnet, signet or regtest. */
    network: z.string(),
    /** The embedded sandbox node made it: play money, paid only by a simulated payment. */
    sandbox: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'LightningInvoice' });
export type LightningInvoice = z.infer<typeof lightningInvoice>;
export const lightningInvoiceParams = z.object({ id: z.coerce.number().int().positive() });

/** `POST /api/wallet/lightning/withdrawal/quote`: what paying a pasted invoice would cost. */
export const lightningWithdrawalQuoteRequest = z
  .object({ invoice: lightningInvoiceText })
  .meta({ id: 'LightningWithdrawalQuoteRequest' });
export const lightningWithdrawalQuote = z
  .object({
    invoice: z.string(),
    payment_hash: z.string(),
    network: z.string(),
    crypto_amount: z.string(),
    /** Taken from the balance: the invoice's value plus the fee, minor units. */
    amount: minorUnits,
    fee: minorUnits,
    net_amount: minorUnits,
    expires_at: z.iso.datetime(),
    description: z.string().nullable(),
  })
  .meta({ id: 'LightningWithdrawalQuote' });
export type LightningWithdrawalQuote = z.infer<typeof lightningWithdrawalQuote>;

/**
 * `POST /api/wallet/request/withdrawal/lightning`: pay a pasted invoice. `amount` is the quote's
 * amount the player confirmed; if the rate moved since, the request is refused, never charged
 * more than the player saw.
 */
export const lightningWithdrawalCreate = z
  .object({ invoice: lightningInvoiceText, amount: positiveMinor })
  .meta({ id: 'LightningWithdrawalCreate' });
export type LightningWithdrawalCreate = z.input<typeof lightningWithdrawalCreate>;

/** `POST /api/admin/lightning/simulate`: sandbox only, "pay" one of our deposit invoices. */
export const simulateLightningPayment = z
  .object({ payment_request: lightningInvoiceText })
  .meta({ id: 'SimulateLightningPayment' });

/** `GET /api/wallet/tips/recipient`: who a tip would go to, asked while the player types. */
export const tipRecipientQuery = z.object({
  reference_number: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(64, VALIDATION_MESSAGES.tooLong),
});
// No `.meta({ id })` here: @fastify/swagger cannot resolve a query schema that is a named
// component, and the OpenAPI document would fail (the other query schemas are unnamed too).

/**
 * A tip's rate between two currencies, as the server will apply it: the recipient gets
 * floor(sent × rate_numerator / rate_denominator) minor units. Held until `expires_at`, only for
 * the player it was issued to and the recipient it names.
 */
export const tipQuote = z
  .object({
    id: z.uuid(),
    from_currency: z.enum(CURRENCIES),
    to_currency: z.enum(CURRENCIES),
    rate_numerator: z.string().regex(/^[1-9]\d{0,39}$/),
    rate_denominator: z.string().regex(/^[1-9]\d{0,39}$/),
    /** The rate as a decimal for reading ("0.9245"), rounded down to 6 places. */
    rate: z.string(),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'TipQuote' });
export type TipQuote = z.infer<typeof tipQuote>;

/** The lookup's answer: a masked name, the wallet currency and how a tip would convert. */
export const tipRecipient = z
  .object({
    recipient: z.object({
      /** The nickname masked ("b•••b"): enough to recognise, not to learn a name from an id. */
      masked_name: z.string(),
      currency: z.enum(CURRENCIES),
    }),
    exchange: z.discriminatedUnion('status', [
      z.object({ status: z.literal('same_currency') }),
      z.object({ status: z.literal('quoted'), quote: tipQuote }),
      /** No price from the payment gateway: why a tip to this player cannot be sent now. */
      z.object({ status: z.literal('unavailable'), code: errorCode, message: z.string() }),
    ]),
  })
  .meta({ id: 'TipRecipient' });
export type TipRecipient = z.infer<typeof tipRecipient>;
