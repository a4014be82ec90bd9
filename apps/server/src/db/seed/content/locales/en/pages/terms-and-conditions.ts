import type { PageTranslation } from '@satsino/contract/content';
import { amount, COINS, figures as f } from '../../../figures.js';

const coins = COINS.map(([name, code]) => `${name} (${code})`).join(', ');

export const termsAndConditions: PageTranslation = {
  title: 'Terms and Conditions',
  description:
    'The agreement between you and Satsino: who may play, how accounts, deposits, withdrawals, bonuses and games work, and what happens when something goes wrong.',
  body: `# Terms and Conditions

These Terms and Conditions ("Terms") are the agreement between you and Satsino ("we", "us") for the use of this website and its games. By creating an account you accept them, together with our [Privacy Policy](/policies/privacy-policy), [AML Policy](/policies/aml-policy) and [Responsible Gaming](/policies/responsible-gaming) policy, which form part of these Terms.

## 1. Who may play

- You must be at least ${f.age} years old, or older if the law where you live requires it. We may ask for proof of age at any time; accounts of minors are closed and their bets voided.
- Online gambling must be legal where you are. We block countries where we do not offer our services; getting around those blocks (for example with a VPN) is a breach of these Terms.
- You may hold only one account. Duplicate accounts will be closed, and bonuses and winnings obtained through them voided.
- You play for yourself, with your own funds, not for anyone else or as a business.

## 2. Your account

- Register with accurate details and keep them up to date. You must verify your e-mail address before you can deposit or withdraw.
- Keep your password secret. You are responsible for activity on your account unless you tell us promptly that someone else has had access to it. Your account settings list every signed-in device, and you can end any of those sessions.
- Some account changes and transactions require identity verification ("KYC"): an identity document and, where our [AML Policy](/policies/aml-policy) requires it, proof of address and of the source of your funds. Until the checks are complete we may hold withdrawals.
- Your balance is held in your account currency (USD or EUR); deposits are converted at the rate of the moment they are confirmed.

## 3. Deposits

- We accept ${coins}. Bitcoin can also be sent over the Lightning Network.
- The minimum deposit is ${amount(f.minDeposit)} in your account currency. A smaller payment is credited only once your pending deposits reach the minimum.
- Send each coin only on the network shown next to its deposit address. Coins sent to the wrong address, on the wrong network or as an unsupported token may be lost, and we cannot always recover them.
- A deposit is credited after the confirmations the network needs. Crypto bought by card through the on-ramp in the cashier is subject to that provider's own terms.
- Deposits must come from a wallet you control, with funds of lawful origin.

## 4. Withdrawals

- You can withdraw ${amount(f.withdrawalMin)} to ${amount(f.withdrawalMax)} in your account currency per request, unless the cashier shows other limits for the coin you choose. Only coins marked as available for withdrawal can be withdrawn.
- One withdrawal may be pending at a time, and you can cancel it while it is pending. Withdrawals are reviewed in under ${f.approvalMinutes} minutes on average; network confirmations come on top of that.
- The network fee is deducted from the amount sent. The crypto amount is calculated at the rate of the moment the withdrawal is processed, which may differ from the rate you saw when you asked.
- You cannot withdraw while a bonus is active and its wagering is not complete (see section 5). We may ask you to complete verification before paying a withdrawal, and we pay to the player only, never to a third party.

## 5. Bonuses and promotions

- Bonuses are optional. You choose whether to take one when you deposit, and you can always choose no bonus. Each promotion's page states its terms; where they differ from this section, the promotion's terms apply.
- Unless a promotion says otherwise, bonus funds must be wagered ${f.wagering} times (${f.wagering}×) within ${f.bonusDays} days before they and their winnings become withdrawable, and no single bet may exceed ${amount(f.maxBet)} in your account currency while wagering is in progress. Free-spin winnings are credited as bonus funds with ${f.spinWagering}× wagering.
- Only one bonus can be active at a time. Real money is always played before bonus money.
- When a bonus expires or is forfeited, the remaining bonus funds and their winnings are removed; your deposited money never is.
- Bonuses are for recreational players. Bonus abuse — duplicate accounts, coordinated play, low-risk betting patterns designed only to clear wagering, or exploiting an error — leads to the removal of the bonus and its winnings and may lead to account closure.

## 6. Games and fairness

- Our in-house games are provably fair: before each round you can see a cryptographic hash of the server seed, you can set your own client seed, and after the seed is rotated you can verify every result yourself. Third-party games are certified by their providers.
- The game's rules and its return to player are shown in the game. A malfunction voids all pays and plays affected by it; if a game fails during a round, the round is settled from the game's records or the bet is refunded.
- An obvious error (for example a display fault) does not create a right to winnings the game's rules would not pay.

## 7. Responsible gaming

Gambling must stay entertainment. You can set limits, take a break or exclude yourself at any time — see [Responsible Gaming](/policies/responsible-gaming). A self-exclusion cannot be reversed before its period ends, and we will not send you marketing while it lasts.

## 8. Things you must not do

You must not use the site for money laundering or any other crime; use stolen or third-party funds; collude with other players; use bots or software that plays for you; interfere with the site or its security; or abuse our staff. We may suspend an account while we investigate, void bets and winnings obtained in breach of these Terms, and report suspected crime.

## 9. Closing an account

You may close your account at any time through Customer Support; your real-money balance is paid out after the usual checks. We may close an account for a breach of these Terms, or after 12 months without use, once we have told you and paid out any balance.

## 10. Liability

We are not liable for losses caused by events outside our control, such as network outages, blockchain congestion or a third-party failure, nor for indirect losses. Nothing in these Terms limits liability that the law does not allow us to limit.

## 11. Complaints and changes

If something goes wrong, contact Customer Support through live chat or the [support page](/customersupport). We answer complaints within 14 days. We may change these Terms; material changes are announced on the site before they apply, and continuing to play afterwards means you accept them. These Terms are written in English; a translation is provided for convenience and the English version prevails if the two differ.
`,
};
