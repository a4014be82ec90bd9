import { amount, figures as f } from '../../figures.js';
import type { ContentTexts } from '../../texts.js';

/** Short texts of the home page and menus: slides, banners, VIP levels, menu titles. */

export const slides: ContentTexts['slides'] = {
  'home-welcome': {
    title: `${f.welcomePercent}% welcome bonus + ${f.freeSpins} free spins`,
    alt: `Gold coins and the figure ${f.welcomePercent}%`,
  },
  'home-provably-fair': {
    title: 'Every result provably fair',
    alt: 'Two dice on a blue background',
  },
  'home-lightning': {
    title: 'Deposit bitcoin in seconds with Lightning',
    alt: 'A lightning bolt on a violet background',
  },
  'promo-welcome': {
    title: 'Welcome bonus',
    alt: `${f.welcomePercent}% and ${f.freeSpins} free spins over gold coins`,
  },
  'promo-deposit-bonus': {
    title: 'Bonuses on your first four deposits',
    alt: 'Casino chips with the four deposit bonus percentages',
  },
  'promo-weekly-cashback': {
    title: 'Weekly cashback',
    alt: `${f.weeklyMin}% to ${f.weeklyMax}% over a stack of coins`,
  },
  'promo-daily-cashback': {
    title: 'Daily cashback',
    alt: `${f.daily}% next to a clock`,
  },
};

export const banners: ContentTexts['banners'] = {
  welcome: {
    title: `${f.welcomePercent}% up to ${amount(f.welcomeMax)} + ${f.freeSpins} free spins`,
    description: `Your first deposit, boosted. Minimum deposit ${amount(f.minDeposit)}, ${f.wagering}× wagering. ${f.age}+ only.`,
  },
  'daily-cashback': {
    title: `${f.daily}% daily cashback`,
    description: `Get ${f.daily}% of yesterday's net losses back every morning, with just ${f.dailyWagering}× wagering.`,
  },
  vip: {
    title: 'Join the VIP Club',
    description: `Reload bonus, priority withdrawals, up to ${f.platinumCashback}% VIP cashback and a personal manager.`,
  },
};

export const vipLevels: ContentTexts['vipLevels'] = {
  bronze: {
    name: 'Bronze',
    benefits: [
      `${f.vipReload}% reload bonus on every deposit after your fourth`,
      `Daily cashback of ${f.daily}% and weekly cashback of up to ${f.weeklyMax}%`,
      '24/7 live chat support',
    ],
  },
  silver: {
    name: 'Silver',
    benefits: ['Everything in Bronze', 'Priority withdrawals', 'Dedicated support queue'],
  },
  gold: {
    name: 'Gold',
    benefits: [
      'Everything in Silver',
      `${f.goldCashback}% VIP cashback every week, in real money with no wagering`,
    ],
  },
  platinum: {
    name: 'Platinum',
    benefits: [
      'Everything in Gold',
      `${f.platinumCashback}% VIP cashback every week, in real money with no wagering`,
      'A personal VIP manager',
    ],
  },
};

export const menu: ContentTexts['menu'] = {
  'drawer.home': { title: 'Home' },
  'drawer.promotions': { title: 'Promotions' },
  'drawer.blog': { title: 'Blog' },
  'drawer.vip': { title: 'VIP Club' },
  'drawer.support': { title: 'Support' },
  'casino.lobby': { title: 'Lobby' },
  'casino.live-casino': { title: 'Live Casino' },
  'casino.slots': { title: 'Slots' },
  'casino.game-show': { title: 'Game Shows' },
  'casino.originals': { title: 'Originals' },
  'casino.roulette': { title: 'Roulette' },
  'casino.blackjack': { title: 'Blackjack' },
  'casino.table-games': { title: 'Table Games' },
  'casino.crash': { title: 'Crash' },
  'about.promotions': { title: 'Promotions' },
  'about.terms': { title: 'Terms and Conditions' },
  'legal.about-us': { title: 'About Us' },
  'legal.terms-and-conditions': { title: 'Terms and Conditions' },
  'legal.privacy-policy': { title: 'Privacy Policy' },
  'legal.responsible-gaming': { title: 'Responsible Gaming' },
  'legal.aml-policy': { title: 'AML Policy' },
  'legal.how-to-deposit': { title: 'How to Deposit' },
  'legal.vip': { title: 'VIP Programme' },
  'settings.profile': { title: 'Profile' },
  'settings.wallet': { title: 'Wallet' },
  'settings.transactions': { title: 'Transactions' },
  'settings.bonus': { title: 'Bonuses' },
  'settings.notifications': { title: 'Notifications' },
  'settings.vip': { title: 'VIP' },
  'settings.verification': { title: 'Verification' },
  'settings.password': { title: 'Password' },
  'settings.sessions': { title: 'Sessions' },
};
