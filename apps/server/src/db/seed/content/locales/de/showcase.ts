import { figures as f } from '../../figures.js';
import type { ContentTexts } from '../../texts.js';
import { amount } from './format.js';

/** Short texts of the home page and menus: slides, banners, VIP levels, menu titles. */

export const slides: ContentTexts['slides'] = {
  'home-welcome': {
    title: `${f.welcomePercent} % Willkommensbonus + ${f.freeSpins} Freispiele`,
    alt: `Goldmünzen und die Zahl ${f.welcomePercent} %`,
  },
  'home-provably-fair': {
    title: 'Jedes Ergebnis nachweislich fair',
    alt: 'Zwei Würfel auf blauem Hintergrund',
  },
  'home-lightning': {
    title: 'Bitcoin in Sekunden einzahlen – mit Lightning',
    alt: 'Ein Blitz auf violettem Hintergrund',
  },
  'promo-welcome': {
    title: 'Willkommensbonus',
    alt: `${f.welcomePercent} % und ${f.freeSpins} Freispiele über Goldmünzen`,
  },
  'promo-deposit-bonus': {
    title: 'Boni auf deine ersten vier Einzahlungen',
    alt: 'Casino-Chips mit den Prozentsätzen der vier Einzahlungsboni',
  },
  'promo-weekly-cashback': {
    title: 'Wöchentliches Cashback',
    alt: `${f.weeklyMin} % bis ${f.weeklyMax} % über einem Münzstapel`,
  },
  'promo-daily-cashback': {
    title: 'Tägliches Cashback',
    alt: `${f.daily} % neben einer Uhr`,
  },
};

export const banners: ContentTexts['banners'] = {
  welcome: {
    title: `${f.welcomePercent} % bis zu ${amount(f.welcomeMax)} + ${f.freeSpins} Freispiele`,
    description: `Mehr aus deiner ersten Einzahlung. Mindesteinzahlung ${amount(f.minDeposit)}, Umsatzbedingung ${f.wagering}×. Erst ab ${f.age} Jahren.`,
  },
  'daily-cashback': {
    title: `${f.daily} % tägliches Cashback`,
    description: `Hol dir jeden Morgen ${f.daily} % deiner Nettoverluste vom Vortag zurück – mit einer Umsatzbedingung von nur ${f.dailyWagering}×.`,
  },
  vip: {
    title: 'Werde Mitglied im VIP-Club',
    description: `Reload-Bonus, bevorzugte Auszahlungen, bis zu ${f.platinumCashback} % VIP-Cashback und ein persönlicher Manager.`,
  },
};

export const vipLevels: ContentTexts['vipLevels'] = {
  bronze: {
    name: 'Bronze',
    benefits: [
      `${f.vipReload} % Reload-Bonus auf jede Einzahlung ab der fünften`,
      `Tägliches Cashback von ${f.daily} % und wöchentliches Cashback von bis zu ${f.weeklyMax} %`,
      'Support rund um die Uhr per Live-Chat',
    ],
  },
  silver: {
    name: 'Silber',
    benefits: ['Alle Vorteile von Bronze', 'Bevorzugte Auszahlungen', 'Bevorzugter Support'],
  },
  gold: {
    name: 'Gold',
    benefits: [
      'Alle Vorteile von Silber',
      `${f.goldCashback} % VIP-Cashback jede Woche – als Echtgeld, ohne Umsatzbedingungen`,
    ],
  },
  platinum: {
    name: 'Platin',
    benefits: [
      'Alle Vorteile von Gold',
      `${f.platinumCashback} % VIP-Cashback jede Woche – als Echtgeld, ohne Umsatzbedingungen`,
      'Ein persönlicher VIP-Manager',
    ],
  },
};

export const menu: ContentTexts['menu'] = {
  'drawer.home': { title: 'Startseite' },
  'drawer.promotions': { title: 'Aktionen' },
  'drawer.blog': { title: 'Blog' },
  'drawer.vip': { title: 'VIP-Club' },
  'drawer.support': { title: 'Kundensupport' },
  'casino.lobby': { title: 'Lobby' },
  'casino.live-casino': { title: 'Live-Casino' },
  'casino.slots': { title: 'Slots' },
  'casino.game-show': { title: 'Gameshows' },
  'casino.originals': { title: 'Originals' },
  'casino.roulette': { title: 'Roulette' },
  'casino.blackjack': { title: 'Blackjack' },
  'casino.table-games': { title: 'Tischspiele' },
  'casino.crash': { title: 'Crash' },
  'about.promotions': { title: 'Aktionen' },
  'about.terms': { title: 'Allgemeine Geschäftsbedingungen' },
  'legal.about-us': { title: 'Über uns' },
  'legal.terms-and-conditions': { title: 'Allgemeine Geschäftsbedingungen' },
  'legal.privacy-policy': { title: 'Datenschutzerklärung' },
  'legal.responsible-gaming': { title: 'Verantwortungsvolles Spielen' },
  'legal.aml-policy': { title: 'AML-Richtlinie' },
  'legal.how-to-deposit': { title: 'So zahlst du ein' },
  'legal.vip': { title: 'VIP-Programm' },
  'settings.profile': { title: 'Profil' },
  'settings.wallet': { title: 'Wallet' },
  'settings.transactions': { title: 'Transaktionen' },
  'settings.bonus': { title: 'Boni' },
  'settings.notifications': { title: 'Benachrichtigungen' },
  'settings.vip': { title: 'VIP' },
  'settings.verification': { title: 'Verifizierung' },
  'settings.password': { title: 'Passwort' },
  'settings.sessions': { title: 'Sitzungen' },
};
