import type { PageTranslation } from '@satsino/contract/content';

export const privacyPolicy: PageTranslation = {
  title: 'Privacy Policy',
  description:
    'What personal data Satsino collects, why, who it is shared with, how long it is kept, and the rights you have over it.',
  body: `# Privacy Policy

This policy explains how Satsino handles your personal data when you visit the site, open an account and play. We collect only what we need to run a safe, lawful casino, and we never sell your data.

## The data we collect

- **Account data:** your nickname, e-mail address, password (stored only as a one-way hash), account currency and preferred language.
- **Profile and verification data:** name, date of birth, address and, when verification is required, copies of identity documents and proof of address or source of funds.
- **Transaction data:** deposits, withdrawals, wallet addresses, blockchain transaction ids, bonuses and every bet and its result.
- **Technical data:** the IP address, device and browser of each sign-in, and a coarse location (country) derived from it. These make up the session list you see in your account settings.
- **Support data:** your conversations with Customer Support.

## Why we use it

- To provide the service: run your account, credit deposits, pay withdrawals and settle games.
- To meet legal obligations: age and identity checks, anti-money-laundering monitoring, record keeping and responsible gaming.
- To keep the site secure: detect fraud, account takeover and bonus abuse.
- To keep in touch: service messages such as e-mail verification and password resets; marketing only if you agreed to it, and never during a self-exclusion.

## Who we share it with

We share data only where it is needed for these purposes: with payment and blockchain service providers that process your deposits and withdrawals, identity verification providers, game providers (a pseudonymous player id, never your contact details), our hosting and e-mail providers, and authorities when the law requires it. Every provider is bound by a contract to protect your data and use it only on our instructions.

## How long we keep it

Account, transaction and verification records are kept for five years after your account is closed, as anti-money-laundering law requires. Session records are kept for 12 months. Support conversations are kept for two years. Data we no longer need is deleted or anonymised.

## How we protect it

Traffic is encrypted, passwords are hashed with a modern memory-hard algorithm, sign-in tokens are stored only as hashes, and access to personal data within our team is limited to those who need it. You can see every device signed in to your account and sign any of them out.

## Cookies

We use a small number of cookies that the site needs to work: \`token\` keeps you signed in (for 365 days if you choose "remember me", otherwise until you close the browser) and \`i18n_redirected\` remembers your language for 365 days. Your theme choice is kept in your browser's storage. We do not use advertising cookies.

## Your rights

You can ask for a copy of your data, have inaccurate data corrected, object to marketing, and ask for your data to be deleted or restricted where the law allows — records we must keep for anti-money-laundering purposes cannot be deleted before their period ends. Contact Customer Support with the subject "Privacy request"; we answer within 30 days. You also have the right to complain to your data protection authority.

## Changes

We will post any change to this policy on this page and, if it is significant, tell you by e-mail or when you next sign in.
`,
};
