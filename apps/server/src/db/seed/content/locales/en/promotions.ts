import type { PostTranslation } from '@satsino/contract/content';
import { amount, figures as f } from '../../figures.js';
import type { PromotionSlug } from '../../structure.js';

const [first, second, third, fourth] = f.depositPercents;
const [tierLow, tierMid, tierHigh] = f.weeklyTiers;

/** The terms every deposit bonus shares, stated once and repeated where each offer needs them. */
const bonusTerms = `- Minimum deposit ${amount(f.minDeposit)}; bonus of up to ${amount(f.bonusMax)} per deposit.
- Wager the bonus ${f.wagering} times (${f.wagering}×) within ${f.bonusDays} days; until then bonus funds and their winnings cannot be withdrawn.
- Maximum bet of ${amount(f.maxBet)} while wagering. Real money is played before bonus money.
- One active bonus at a time. Bonuses are optional: you can always choose "No bonus".
- Amounts are in your account currency (USD or EUR). Our [Terms and Conditions](/policies/terms-and-conditions) apply.`;

export const promotions: Record<PromotionSlug, PostTranslation> = {
  'welcome-bonus': {
    title: `Welcome bonus: ${f.welcomePercent}% up to ${amount(f.welcomeMax)} + ${f.freeSpins} free spins`,
    summary: `Your first deposit is matched ${f.welcomePercent}% up to ${amount(f.welcomeMax)}, with ${f.freeSpins} free spins on top.`,
    meta_description: `Satsino welcome bonus: ${f.welcomePercent}% of your first crypto deposit up to ${amount(f.welcomeMax)}, plus ${f.freeSpins} free spins.`,
    body: `Welcome to Satsino. Make your first deposit and we add **${f.welcomePercent}%** of it as a bonus — up to **${amount(f.welcomeMax)}** — plus **${f.freeSpins} free spins**.

## How it works

1. Register and verify your e-mail address.
2. Open the Wallet, choose a coin and select **Welcome bonus** as your bonus.
3. Deposit at least ${amount(f.minDeposit)}. Deposit ${amount(f.minDeposit)} and you receive ${amount((f.minDeposit * f.welcomePercent) / 100)} in bonus funds; deposit ${amount((f.welcomeMax * 100) / f.welcomePercent)} or more and you receive the full ${amount(f.welcomeMax)}.
4. Your bonus and free spins are credited as soon as your deposit is confirmed.

## Free spins

The ${f.freeSpins} free spins are played on the featured in-house slot shown with the bonus, at ${f.spinValue} per spin. They are valid for ${f.spinDays} days; their winnings are credited as bonus funds with ${f.spinWagering}× wagering.

## Terms

${bonusTerms}
- The welcome bonus is available on your first deposit only, once per player, household and wallet.

The welcome bonus is the first step of our [deposit bonuses](/promotions/deposit-bonus): your second, third and fourth deposits come with bonuses too.`,
  },

  'deposit-bonus': {
    title: `Deposit bonuses on your first four deposits: ${first}%, ${second}%, ${third}%, ${fourth}%`,
    summary: `Four deposits, four bonuses: ${first}% (with ${f.freeSpins} free spins), then ${second}%, ${third}% and ${fourth}%, each up to ${amount(f.bonusMax)}.`,
    meta_description: `Satsino deposit bonuses: ${first}%, ${second}%, ${third}% and ${fourth}% on your first four crypto deposits, each up to ${amount(f.bonusMax)}.`,
    body: `Our welcome package covers your first four deposits. Each one comes with its own bonus, and you decide every time whether to take it.

| Deposit | Bonus | Up to |
|---|---|---|
| 1st | **${first}%** + ${f.freeSpins} free spins | ${amount(f.bonusMax)} |
| 2nd | **${second}%** | ${amount(f.bonusMax)} |
| 3rd | **${third}%** | ${amount(f.bonusMax)} |
| 4th | **${fourth}%** | ${amount(f.bonusMax)} |

## Choosing your bonus

When you deposit, the cashier shows the bonus your deposit qualifies for and a calculator with the bonus you will receive. Pick it, or pick **No bonus** if you prefer to play with no wagering requirement — for example when you plan to withdraw soon. A deposit made without its bonus still counts as one of your four.

## After the fourth deposit

From your fifth deposit on, the VIP programme takes over: every deposit can take a **${f.vipReload}% reload bonus** of up to ${amount(f.bonusMax)}. See [VIP Programme](/policies/vip).

## Terms

${bonusTerms}
- Each deposit bonus must be chosen when you make the deposit; it cannot be added afterwards.`,
  },

  'weekly-cashback': {
    title: `Weekly cashback: ${f.weeklyMin}% to ${f.weeklyMax}% of your net losses`,
    summary: `Every Monday, get back ${f.weeklyMin}% to ${f.weeklyMax}% of last week's net losses — the more you played, the higher the rate.`,
    meta_description: `Satsino weekly cashback: ${f.weeklyMin}% to ${f.weeklyMax}% of your weekly net losses, credited every Monday with ${f.weeklyWagering}× wagering.`,
    body: `A losing week is part of the game. With weekly cashback it costs you less: every Monday we return a share of your net losses from the previous week, Monday to Sunday (UTC).

## Your rate

| Net losses in the week | Cashback |
|---|---|
| from ${amount(tierLow.minNetLoss)} | **${tierLow.percent}%** |
| from ${amount(tierMid.minNetLoss)} | **${tierMid.percent}%** |
| from ${amount(tierHigh.minNetLoss)} | **${tierHigh.percent}%** |

Net losses are your real-money bets minus your real-money winnings for the week; bets made with bonus funds do not count.

## Works with daily cashback

You already receive our [daily cashback](/promotions/daily-cashback) each day. The weekly cashback tops it up: we calculate your weekly rate on the whole week's net losses and deduct the daily cashback you already received for those days, so the same loss is never refunded twice.

## Example

You lose ${amount(1_200)} net over the week, which puts you in the ${tierMid.percent}% band: ${amount((1_200 * tierMid.percent) / 100)}. If you already received ${amount(60)} in daily cashback during the week, your weekly cashback is ${amount((1_200 * tierMid.percent) / 100 - 60)}.

## Terms

- Credited automatically every Monday as bonus funds with ${f.weeklyWagering}× wagering, valid for 7 days.
- Minimum net loss of ${amount(tierLow.minNetLoss)} for the week.
- Gold and Platinum VIP members also receive their VIP cashback, in real money, on top.
- Amounts are in your account currency. Our [Terms and Conditions](/policies/terms-and-conditions) apply.`,
  },

  'daily-cashback': {
    title: `Daily cashback: ${f.daily}% back, every day`,
    summary: `Had a bad day? Get ${f.daily}% of your net losses back the next day, with just ${f.dailyWagering}× wagering.`,
    meta_description: `Satsino daily cashback: ${f.daily}% of your daily net losses, credited every day with ${f.dailyWagering}× wagering.`,
    body: `Every day we look at your play of the previous day (00:00 to 24:00 UTC) and, if you ended it with a net loss, return **${f.daily}%** of it as cashback.

## How it works

- Your net loss is your real-money bets minus your real-money winnings for the day.
- If it is ${amount(f.dailyMinLoss)} or more, ${f.daily}% of it is credited to your bonus balance the following morning.
- Wager it just once (${f.dailyWagering}×) and it becomes real money you can withdraw.

## Example

You play on Tuesday and finish the day ${amount(250)} down. On Wednesday morning you receive ${amount((250 * f.daily) / 100)} cashback. Play it through once and it is yours to keep or withdraw.

## Terms

- No opt-in needed: every verified player with a net loss receives it automatically.
- Cashback is valid for 7 days after it is credited.
- Bets made with bonus funds do not count towards net losses.
- The [weekly cashback](/promotions/weekly-cashback) deducts the daily cashback you already received, so losses are never refunded twice.
- Amounts are in your account currency. Our [Terms and Conditions](/policies/terms-and-conditions) apply.`,
  },

  'vip-club': {
    title: 'VIP Club: Bronze, Silver, Gold and Platinum',
    summary: `Four levels with real rewards: a ${f.vipReload}% reload bonus, priority withdrawals, up to ${f.platinumCashback}% VIP cashback and a personal VIP manager.`,
    meta_description: `The Satsino VIP Club: ${f.vipReload}% reload bonus, priority withdrawals, ${f.goldCashback}% to ${f.platinumCashback}% VIP cashback and a personal manager.`,
    body: `Every deposit you make and every bet you place moves you up our VIP Club. You join at Bronze with your first deposit, and each level adds benefits to the ones before.

| Level | Total wagered | What you get |
|---|---|---|
| **Bronze** | first deposit | ${f.vipReload}% reload bonus on every deposit after your fourth |
| **Silver** | ${amount(f.silverWagered)} | + priority withdrawals and a dedicated support queue |
| **Gold** | ${amount(f.goldWagered)} | + ${f.goldCashback}% VIP cashback every week |
| **Platinum** | ${amount(f.platinumWagered)} | + ${f.platinumCashback}% VIP cashback and a personal VIP manager |

## VIP cashback

Gold and Platinum members receive ${f.goldCashback}% or ${f.platinumCashback}% of the previous week's net losses every Monday — paid in **real money, with no wagering**, and on top of our daily and weekly cashback promotions.

## Terms

- Levels follow your total real-money wagering since you joined, in your account currency; they are never lowered.
- The reload bonus follows our usual bonus terms: minimum deposit ${amount(f.minDeposit)}, up to ${amount(f.bonusMax)}, ${f.wagering}× wagering within ${f.bonusDays} days.
- Wagering generated through bonus abuse does not count.

Read the full rules on the [VIP Programme](/policies/vip) page.`,
  },
};
