import type { PostTranslation } from '@satsino/contract/content';
import { amount, COINS, figures as f } from '../../figures.js';
import type { PostSlug } from '../../structure.js';

const coinCodes = COINS.map(([, code]) => code).join(', ');

export const posts: Record<PostSlug, PostTranslation> = {
  'provably-fair-explained': {
    title: 'Provably fair, explained',
    summary:
      'How you can check, with your browser or our published verifier, that every result of our in-house games was fixed before you bet, and how each game turns the seeds into its result.',
    meta_description:
      'Provably fair at Satsino: seeds committed before you choose yours, the exact formula of every game, payouts to the cent, and crash chains salted with a future Bitcoin block.',
    body: `When you play at an ordinary online casino, you trust that the random number generator is honest. At Satsino you do not have to: our in-house games are **provably fair**, and every formula below is the one our server settles with, to the letter.

## Three ingredients

- **The server seed**: 32 random bytes we choose. Before you play you see only its SHA-256 hash, which commits us to it without revealing it.
- **The client seed**: yours. We suggest one; change it to anything you like.
- **The nonce**: 0 for the first round of a seed pair, one more for every round after it.

## Committed before you choose

The fairness panel shows the hash of the server seed in play *and* the hash of the next one, before you pick a client seed. Changing your client seed or rotating moves to exactly that pre-committed seed and reveals the old one, so we never choose a server seed after seeing yours. Revealed seeds stay listed under "Your revealed seeds" on the [verify page](/provably-fair).

## From seeds to numbers

Each round reads numbers from \`HMAC_SHA256(server_seed, client_seed:nonce:cursor)\`. Every 32-byte block gives eight floats of four bytes each, \`b0/256 + b1/256² + b2/256³ + b3/256⁴\`, between 0 and 1; the cursor counts the blocks from 0, and a round uses the floats in order. This is the scheme Stake publishes, and for dice, limbo, roulette and cards we use Stake's mappings too, so Stake's own calculators agree with ours.

- **Dice**: roll = ⌊float × 10,001⌋ ÷ 100, from 0.00 to 100.00.
- **Limbo**: result = ⌊1e8 ÷ (float × 1e8) × 0.99 × 100⌋ ÷ 100, at least 1.00 and at most 1,000,000.
- **Roulette**: pocket = ⌊float × 37⌋.
- **Blackjack**: each card is ⌊float × 52⌋ in the table ♦2 ♥2 ♠2 ♣2 ♦3 … ♦A ♥A ♠A ♣A. The first two floats are your cards, the third the dealer's face-up card, the fourth the hole card, then your hits and the dealer's draws in the order they happen.
- **Slots**: reel by reel, left to right, each reel stops at ⌊float × the reel's length⌋.
- **Money wheel**: each spin stops at ⌊float × 54⌋. A ×3 or ×7 segment spins again and multiplies the next win; at most three spins.

## Paid to the cent, fairly

A win is often worth a fraction of a cent: a 0.10 bet at 1.98× is worth 19.8 cents. We pay the whole cents, and one more cent when the next float (the one after those the game used) is below the fraction, here 0.8. On average every win pays exactly what it is worth, at every stake, and you can recompute that cent from the same seeds.

## Crash: a chain fixed before anyone bets

Every player at a crash table shares the round, so crash follows bustabit's published scheme instead. We make a chain of hashes, each the SHA-256 of the next, and publish its last one, the terminating hash, together with the number of a Bitcoin block that has not been mined yet. When that block is mined, its hash becomes the chain's salt; the table does not run before. Round by round the chain is played backwards, so each revealed game hash hashes to the one before it. The crash point takes the first 52 bits of \`HMAC_SHA256(salt, game hash)\` as r and is ⌊99 ÷ (1 − r ÷ 2⁵²)⌋ ÷ 100, at least 1.00. Every chain, its block and its salt are listed on [the crash chains page](/provably-fair/crash).

## Checking a round

1. Note the server seed hash, the next seed's hash and your client seed in the game's fairness panel.
2. Play as usual.
3. Rotate the seed: the old server seed is revealed, and its SHA-256 must match the hash you saw.
4. Open the [verify page](/provably-fair), pick the round from your history and press Verify: you get exactly the result and the payout you saw.

Offline, our published verifier does the same from the command line: \`npx @satsino/fairness verify\`.

## What provably fair does not mean

It proves that results were not manipulated; it does not change the odds. Every game still has a house edge, shown in its rules. Play for fun, set yourself limits, and see [Responsible Gaming](/policies/responsible-gaming) if it ever stops being fun.`,
  },

  'new-games-this-month': {
    title: 'New this month: three ways to play crash',
    summary:
      'Crash now comes in three tables — Classic, Bull and Sidewinder — each with its own hash chain, pace and look. Here is what is different.',
    meta_description:
      'Satsino adds three crash tables with their own provably fair hash chains, auto cash-out and a new live feed of big wins.',
    body: `Crash is the simplest game in the lobby and one of the most gripping: a multiplier climbs from 1.00× and can stop at any moment. Cash out before it crashes and your stake is multiplied; wait too long and the round is lost. This month it arrives in three versions.

## Crash Classic

The original. Rounds start every few seconds, the curve rises smoothly, and every player at the table watches the same round live. Set an **auto cash-out** — say 2.00× — and the game cashes out for you the instant the multiplier gets there, even if your connection drops.

## Crash Bull

The same rules with a market-chart look: green candles while the multiplier rises, one red candle when it crashes. Rounds are a little shorter between bets, for players who like a faster rhythm.

## Crash Sidewinder

A calmer table with a longer betting window, ideal for trying strategies with small stakes. It has its own seed chain and its own history, so its results are independent of the other two tables.

## Fair by construction

Each table runs on its own provably fair **hash chain**. Before the first round, a long chain of hashes was generated and the final hash published; every round reveals the previous link of the chain, and anyone can check that each one hashes to the next. No one — including us — can change a round's result once the chain exists. Read more in [Provably fair, explained](/blog/provably-fair-explained).

## Also new

- A **live feed** on the home page shows the latest bets across the casino, the high rollers, and your own bets.
- Game pages now show each game's **return to player** and rules before you open it.
- Demo mode is available on every in-house game, so you can learn a game with play money first.

As with every game, set your stake and your limits before you start, and remember that a cash-out target is a plan, not a promise. Good luck at the tables!`,
  },

  'bitcoin-lightning-deposits': {
    title: 'Bitcoin Lightning deposits: seconds, not blocks',
    summary:
      'Lightning lets you deposit bitcoin in seconds for a fraction of the usual fee. What it is, how to use it at Satsino, and what to watch out for.',
    meta_description:
      'Deposit bitcoin over the Lightning Network at Satsino: near-instant crediting, tiny fees, and a step-by-step guide.',
    body: `A regular Bitcoin deposit waits for the network to include it in a block and then for confirmations — usually ten minutes or more, and the fee rises when the network is busy. The **Lightning Network** solves both problems, and Satsino accepts it for deposits.

## What Lightning is

Lightning is a network of payment channels built on top of Bitcoin. Payments move between channels almost instantly and are settled on the main chain later, in bulk. For you that means bitcoin that arrives in seconds and fees usually measured in a few satoshis.

## How to deposit with Lightning

1. Open the **Wallet** and choose **Bitcoin (Lightning)**.
2. Enter the amount you want to deposit — at least ${amount(f.minDeposit)} in your account currency — and pick your bonus or "No bonus".
3. We create a **Lightning invoice**: a QR code and a text starting with \`lnbc\`.
4. Scan or paste it into any Lightning wallet and confirm.
5. Your balance is credited as soon as the payment settles — usually before you have closed your wallet app.

## Good to know

- **Invoices expire.** Each invoice is valid for a limited time and for the exact amount shown. If it expires, simply create a new one; an expired invoice cannot be paid.
- **Use a Lightning wallet.** An on-chain Bitcoin address and a Lightning invoice are different things; a regular wallet cannot pay an invoice. Most popular mobile wallets support Lightning today.
- **Bonuses work the same.** A Lightning deposit qualifies for the same deposit bonuses as any other deposit.
- **Withdrawals** are paid on-chain in the coin you choose, within the usual limits of ${amount(f.withdrawalMin)} to ${amount(f.withdrawalMax)} per request.

## Prefer on-chain?

That is fine too: your on-chain Bitcoin address stays available, as do the other coins we accept (${coinCodes}). Lightning is simply the fastest way in. See [How to Deposit](/policies/how-to-deposit) for the full guide.`,
  },

  'vip-programme-explained': {
    title: 'Our VIP programme: four levels, clear rewards',
    summary:
      'Bronze, Silver, Gold and Platinum: how you move up, what each level gives you, and why every benefit is written down in plain numbers.',
    meta_description:
      'Satsino VIP levels explained: reload bonus, priority withdrawals, VIP cashback and a personal VIP manager.',
    body: `Many casinos keep their VIP programme deliberately vague — "exclusive rewards", "tailored offers". Ours is written down, with numbers, because we think you should know exactly what your play earns you.

## You are in from day one

Every player joins at **Bronze** with their first deposit. From there your level follows the total you have wagered with real money: every settled bet counts its full stake, on any game.

- **Silver** at ${amount(f.silverWagered)} wagered
- **Gold** at ${amount(f.goldWagered)} wagered
- **Platinum** at ${amount(f.platinumWagered)} wagered

(Amounts in your account currency.) You move up the moment you pass a threshold, and you never move down.

## What each level gives you

**Bronze — a ${f.vipReload}% reload bonus.** Your first four deposits come with our welcome package of deposit bonuses. After that, every deposit can take a ${f.vipReload}% reload bonus, so there is always something on offer — or nothing, if you prefer to play without a bonus.

**Silver — priority.** Your withdrawals go to the front of the review queue (already under ${f.approvalMinutes} minutes on average) and your messages reach a dedicated support team.

**Gold — ${f.goldCashback}% VIP cashback.** Every Monday you receive ${f.goldCashback}% of the previous week's net losses in real money, with no wagering. It comes on top of the daily and weekly cashback promotions.

**Platinum — ${f.platinumCashback}% VIP cashback and a personal manager.** Double the Gold cashback, and one person who knows your account and can help with anything from verification to tailored limits.

## Playing responsibly, at every level

A VIP level is a thank-you, never a target. We do not send VIP offers to players who have set limits or excluded themselves, and your VIP manager can help you set limits as readily as anything else. The full rules are on the [VIP Programme](/policies/vip) page.`,
  },

  'responsible-gaming-tips': {
    title: 'Seven habits for keeping gambling fun',
    summary:
      'Simple, practical habits that keep casino games what they should be — entertainment — and the tools we offer when you want extra help.',
    meta_description:
      'Responsible gaming tips from Satsino: budgets, time limits, breaks, and our deposit limits and self-exclusion.',
    body: `Gambling is entertainment with a price, like a concert or a night out. The players who enjoy it most over the years tend to share a few habits. Here are seven worth adopting.

## 1. Set a budget before you play

Decide how much you are happy to spend — money you would not miss — and stop when it is gone. A budget set in advance is much easier to keep than one decided in the middle of a session.

## 2. Set a time limit too

Games are designed to be absorbing, and time passes quickly. Set an alarm, or ask us to send you session reminders.

## 3. Never chase losses

Losing streaks happen; they are part of the maths of every game. Depositing again to win back what you lost is the most common way that fun turns into a problem. Accept the loss, and come back another day if you still want to.

## 4. Treat winnings as luck, not income

When you win, withdraw some or all of it. Winnings that stay in your balance tend to be played again.

## 5. Play with a clear head

Avoid playing when you are upset, stressed, tired or have been drinking. Those are the moments when limits are forgotten.

## 6. Keep a balance in your life

Gambling should be one hobby among many. If it starts to crowd out time with family and friends, work or sleep, take a break.

## 7. Use the tools — early

You do not need to have a problem to use our tools. Many players set a deposit limit on day one simply because it makes sessions more relaxed. Through Customer Support you can set:

- **deposit limits** per day, week or month (lowering takes effect immediately, raising after 24 hours);
- **cooling-off periods** of 24 hours, a week or a month;
- **self-exclusion** for six months, a year, five years or permanently.

And remember that every bonus is optional: you can always deposit without one.

## If it is not fun any more

If you recognise yourself in the warning signs — spending more than you planned, hiding your gambling, borrowing to play — talk to someone. Our support team will help at once and without questions, and organisations such as GamCare, BeGambleAware and Gamblers Anonymous offer free, confidential support. Everything is on our [Responsible Gaming](/policies/responsible-gaming) page. Satsino is for players aged ${f.age} and over only.`,
  },

  'getting-started-with-crypto-deposits': {
    title: 'Getting started with crypto deposits',
    summary:
      'New to paying with crypto? Which coin to choose, how addresses and networks work, and how to make your first deposit without mistakes.',
    meta_description:
      'A beginner guide to crypto casino deposits at Satsino: choosing a coin, networks, confirmations and the minimum deposit.',
    body: `Crypto deposits are fast, private and available around the clock — but if you have never sent crypto before, the first one can feel intimidating. This guide covers everything you need.

## Step zero: get some crypto

You need a wallet or an exchange account holding one of the coins we accept: ${coinCodes}. If you do not have any yet, use **Buy crypto** in the cashier to buy some by card through our on-ramp partner; it arrives in your wallet, ready to deposit.

## Which coin should you use?

- **Stablecoins (USDT, USDC)** keep a steady value close to one US dollar, so what you send is what you get — a good choice if you play in USD.
- **Bitcoin** is the most widely held; over **Lightning** it is also the fastest and cheapest.
- **Litecoin, TRON, XRP and Dogecoin** confirm quickly and usually have low network fees.
- **Ethereum** is widely supported but its fees vary a lot with network demand.

Whatever you send, your Satsino balance is kept in your account currency, converted at the rate of the moment your deposit is confirmed.

## Addresses and networks

Your deposit address is unique to you: copy it with the copy button or scan the QR code. Always check the **network**: many exchanges let you withdraw the same token on several networks, and the one you pick must match the one shown in our cashier. If a **destination tag** is shown (XRP), include it.

## Confirmations

A blockchain payment is final once enough blocks have been added after it. The cashier shows your deposit as pending as soon as it is seen, and credits it once it has the confirmations needed — usually minutes.

## Your first deposit

1. Verify your e-mail address (deposits unlock once it is verified).
2. Open the Wallet, choose a coin and copy the address.
3. Choose your bonus: your first deposit qualifies for the ${f.welcomePercent}% welcome bonus with ${f.freeSpins} free spins — or choose no bonus.
4. Send at least ${amount(f.minDeposit)} in your account currency's value.
5. Start playing as soon as it is credited.

For more detail, read [How to Deposit](/policies/how-to-deposit), and if anything is unclear, our support team is one click away.`,
  },
};
