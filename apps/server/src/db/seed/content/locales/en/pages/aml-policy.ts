import type { PageTranslation } from '@satsino/contract/content';
import { amount, figures as f } from '../../../figures.js';

export const amlPolicy: PageTranslation = {
  title: 'Anti-Money Laundering Policy',
  description:
    'How Satsino prevents money laundering and terrorist financing: verification, monitoring, record keeping and reporting.',
  body: `# Anti-Money Laundering Policy

Satsino does not tolerate money laundering, terrorist financing or any use of our casino to move the proceeds of crime. Crypto payments are fast and borderless, which is exactly why we take this seriously. This policy describes the controls that apply to every account.

## Our commitments

- We know who our players are, in proportion to the risk each account presents.
- We monitor deposits, play and withdrawals for activity that does not make sense.
- We keep records that allow any transaction to be reconstructed.
- We report suspicious activity to the competent authorities, and we do not tell the person concerned when we do.
- We train our staff to recognise and escalate the warning signs.

## Verification

Every player verifies an e-mail address before making a deposit or a withdrawal. Identity verification ("Know Your Customer") is then required when any of the following applies:

- you ask to change your account's personal details;
- your withdrawals, alone or together, reach an amount our risk rules set for review;
- your activity does not match your profile, or a payment comes from a high-risk source;
- the law of your country requires it.

Verification asks for a valid photo ID (front and back), a recent proof of address and, where needed, proof of the source of your funds, such as a payslip, a tax return or an exchange statement. Withdrawals may be held until checks are complete. Accounts whose owner refuses verification are closed, and deposited funds are returned to their source where the law allows.

## Monitoring

Our systems and our payments team review, among other things:

- deposits followed by a withdrawal with little or no play;
- deposits split into amounts just under review thresholds;
- several accounts using the same wallet, device or network;
- funds coming from mixers, darknet markets, sanctioned addresses or other high-risk sources flagged by blockchain analysis.

Deposits must be at least ${amount(f.minDeposit)} and each withdrawal is limited to ${amount(f.withdrawalMax)} in your account currency unless the coin's own limits say otherwise; we pay withdrawals only to the account holder, in crypto, to an address they control.

## Sanctions

We do not accept players who are on international sanctions lists, or who live in sanctioned countries, and we screen players against those lists.

## Record keeping

Verification documents and transaction records are kept for at least five years after the end of the business relationship, securely and with access limited to the staff who need them.

## Your part

Use only your own funds and your own wallets, keep your details up to date, and answer our questions promptly when we ask. If you have a question about a request we made, Customer Support will explain what is needed and why.
`,
};
