import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const aboutUs: PageTranslation = {
  title: 'About Us',
  description:
    'Satsino is a provably fair crypto casino: fast crypto payments, games you can verify, and support that answers.',
  body: `# About Us

Satsino is an online casino built for people who already live with crypto. We offer slots, live casino, roulette, blackjack, game shows, table games and crash games, with deposits and withdrawals in the coins you already hold, and a promise we can prove: every round of our own games can be checked by you.

## Provably fair, not "trust us"

Our in-house games use a provably fair system. Before you play, you see a cryptographic fingerprint (hash) of the server seed that will decide your results; you can choose your own client seed; and once the seed is rotated, you can recompute every result in your browser and check that nothing was changed after you bet. Read how it works in [Provably fair, explained](/blog/provably-fair-explained).

## Crypto, done properly

Deposit in Bitcoin — on-chain or over Lightning — Ethereum, Litecoin, Dogecoin, BNB, Bitcoin Cash, USDT, USDC, XRP or TRON, and play with a balance shown in USD or EUR. Withdrawals are reviewed in under ${f.approvalMinutes} minutes on average. No crypto yet? Buy some by card right in the cashier.

## Rewards that are clear

Our promotions say exactly what they give and what they ask: a welcome bonus of ${f.welcomePercent}% with ${f.freeSpins} free spins, bonuses on your first four deposits, daily and weekly cashback, and a VIP programme with four levels. Every figure is the same on every page, and every bonus is optional.

## Safe and responsible

Players must be ${f.age} or older. We verify e-mail addresses before any payment, verify identities where the law and our [AML Policy](/policies/aml-policy) require it, and give every player limits, breaks and self-exclusion — see [Responsible Gaming](/policies/responsible-gaming).

## Ten languages, one team

Satsino is available in English, German, Spanish, Finnish, French, Italian, Japanese, Norwegian, Portuguese and Turkish. Our support team is available around the clock through live chat on the [support page](/customersupport).
`,
};
