/**
 * The texts of ../wallet.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
/** Texts of SPEC §8 word for word; the ones marked "ours" the spec leaves open. */
export const WALLET_MESSAGES = {
  emailNotVerified: 'You need to verify your Email, after you will able to deposit and withdraw',
  /** message_withdraw_min_limit, followed by the limit and the currency. */
  withdrawMinLimit: 'Min withdrawal request is',
  /** message_withdraw_max_limit: alone above the balance, with limit and currency above the max. */
  withdrawMaxLimit: 'Withdrawal request exceeding your balance',
  withdrawWageringActive:
    'You have an active bonus, please fulfill the wagering requirement before request Withdrawal',
  withdrawPending: 'Withdrawal request pending',
  conversionMissing: 'Missing required parameters',
  conversionFailed: 'Failed to get conversion rate. Please try again.',
  conversionInvalid: 'Invalid parameters',
  conversionNotConfigured: 'API URL not configured',
  conversionApiError: 'API error:',
  conversionBadResponse: 'Invalid API response format',
  // Ours.
  withdrawalsNotAllowed: 'Withdrawals are not available for this coin.',
  invalidAddress: 'This is not a valid address for the chosen coin.',
  unknownWallet: 'Choose a coin.',
  depositMinLimit: 'Min deposit is',
  withdrawalNotCancellable: 'Only a pending withdrawal can be cancelled.',
  withdrawalWrongState: 'The withdrawal is not in a state that allows this.',
  tipsDisabled: 'Tips are not available.',
  tipSelf: 'You cannot tip yourself.',
  tipRecipientUnknown: 'No player has this reference id.',
  tipCurrencyMismatch:
    'This player plays in another currency: look them up again to see the exchange rate.',
  tipQuoteInvalid: 'This exchange rate was not given to you for this player.',
  tipQuoteExpired: 'The exchange rate has expired. Check the new rate and send again.',
  tipMinLimit: 'Min tip is',
  tipMaxLimit: 'Max tip is',
  tipExceedsBalance: 'Tip exceeding your balance',
  amountInvalid: 'Enter an amount in cents, a whole number above zero.',
  idempotencyConflict: 'This request key was already used for a different request.',
  lightningInvoiceInvalid: 'This is not a valid Lightning invoice.',
  lightningWrongNetwork: 'This invoice is for another Bitcoin network.',
  lightningInvoiceExpired: 'This invoice has expired or expires too soon. Create a new one.',
  lightningAmountless: 'This invoice has no amount. Create one for the amount you withdraw.',
  lightningAmountMismatch: 'The invoice’s amount no longer matches the amount you confirmed.',
  lightningInvoiceInUse: 'This invoice is already being paid.',
  lightningPaymentFailed: 'The Lightning payment failed; the withdrawal stays approved.',
  lightningDepositMaxLimit: 'Max Lightning deposit is',
} as const;
