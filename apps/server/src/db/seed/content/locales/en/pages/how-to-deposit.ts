import type { PageTranslation } from '@satsino/contract/content';
import { amount, COINS, figures as f } from '../../../figures.js';

const coinList = COINS.map(([name, code]) => `- ${name} (${code})`).join('\n');

export const howToDeposit: PageTranslation = {
  title: 'How to Deposit',
  description:
    'Deposit crypto at Satsino step by step: which coins we accept, the minimum deposit, choosing a bonus, confirmations and Lightning.',
  body: `# How to Deposit

Deposits at Satsino are made in cryptocurrency and credited to your balance in your account currency. This guide takes you through your first deposit.

## Before you start

- **Verify your e-mail address.** Open the link we sent when you registered; you can ask for a new one from your account settings. Deposits and withdrawals are available once your e-mail is verified.
- **Have some crypto ready** in a wallet or exchange account you control. No crypto yet? The cashier's **Buy crypto** option lets you buy it by card through our on-ramp partner.

## Accepted coins

${coinList}

Bitcoin can also be deposited over the Lightning Network for near-instant crediting.

## Step by step

1. Open the **Wallet** from the header and stay on the **Deposits** tab.
2. **Choose a coin.** Bitcoin is selected by default.
3. **Copy your deposit address** with the copy button, or scan the QR code with your wallet app. The address is yours alone and you can reuse it.
4. **Pick your bonus** — or "No bonus". Your first four deposits each come with a deposit bonus (see [Promotions](/promotions)); the calculator shows what you will receive for the amount you enter.
5. **Send the payment** from your wallet, on the network shown next to the address.
6. **Wait for confirmation.** The deposit appears as pending as soon as the network sees it and is credited once it has enough confirmations — usually a few minutes, longer when the network is busy.

## The minimum deposit

The minimum deposit is ${amount(f.minDeposit)} in your account currency; it is also the smallest deposit that qualifies for a bonus. Smaller payments are not lost: they are credited once your pending deposits add up to the minimum.

## Avoiding mistakes

- **Use the right network.** Sending a coin over a different network than the one shown (for example USDT on the wrong chain) can make the payment unrecoverable.
- **Copy, don't type.** Always paste or scan the address, and check the first and last characters before sending.
- **Include the tag if one is shown.** Some coins, such as XRP, need a destination tag; a payment without it cannot be matched to your account automatically.
- **The exchange rate is fixed on confirmation.** Crypto prices move, so the amount credited is converted at the rate of the moment your deposit is confirmed.

## Lightning deposits

Choose **Bitcoin (Lightning)**, enter the amount and pay the invoice from any Lightning wallet. Lightning payments settle in seconds and cost a fraction of a regular on-chain fee. Each invoice is valid for a limited time and for the exact amount shown; create a new one if it expires.

## Need help?

If a deposit has not arrived after an hour, contact Customer Support with the coin, the amount and the transaction id (hash) from your wallet, and we will trace it for you.
`,
};
