import { figures as f } from '../../figures.js';
import type { ContentTexts } from '../../texts.js';
import { amt, pct } from './format.js';

/** Short texts of the home page and menus: slides, banners, VIP levels, menu titles. */

export const slides: ContentTexts['slides'] = {
  'home-welcome': {
    title: `${pct(f.welcomePercent)} velkomstbonus + ${f.freeSpins} gratisspinn`,
    alt: `Gullmynter og tallet ${pct(f.welcomePercent)}`,
  },
  'home-provably-fair': {
    title: 'Alle resultater er bevisbart rettferdige',
    alt: 'To terninger på blå bakgrunn',
  },
  'home-lightning': {
    title: 'Sett inn bitcoin på sekunder med Lightning',
    alt: 'Et lyn på fiolett bakgrunn',
  },
  'promo-welcome': {
    title: 'Velkomstbonus',
    alt: `${pct(f.welcomePercent)} og ${f.freeSpins} gratisspinn over gullmynter`,
  },
  'promo-deposit-bonus': {
    title: 'Bonus på de fire første innskuddene dine',
    alt: 'Kasinosjetonger med prosentsatsene for de fire innskuddsbonusene',
  },
  'promo-weekly-cashback': {
    title: 'Ukentlig cashback',
    alt: `${pct(f.weeklyMin)} til ${pct(f.weeklyMax)} over en stabel med mynter`,
  },
  'promo-daily-cashback': {
    title: 'Daglig cashback',
    alt: `${pct(f.daily)} ved siden av en klokke`,
  },
};

export const banners: ContentTexts['banners'] = {
  welcome: {
    title: `${pct(f.welcomePercent)} opptil ${amt(f.welcomeMax)} + ${f.freeSpins} gratisspinn`,
    description: `Vi gir ditt første innskudd et solid løft. Minsteinnskudd ${amt(f.minDeposit)}, omsetningskrav ${f.wagering}×. Aldersgrense ${f.age} år.`,
  },
  'daily-cashback': {
    title: `${pct(f.daily)} daglig cashback`,
    description: `Få ${pct(f.daily)} av gårsdagens nettotap tilbake hver morgen, med et omsetningskrav på bare ${f.dailyWagering}×.`,
  },
  vip: {
    title: 'Bli med i VIP-klubben',
    description: `Reload-bonus, prioriterte uttak, opptil ${pct(f.platinumCashback)} VIP-cashback og en personlig VIP-kontakt.`,
  },
};

export const vipLevels: ContentTexts['vipLevels'] = {
  bronze: {
    name: 'Bronse',
    benefits: [
      `${pct(f.vipReload)} reload-bonus på hvert innskudd etter det fjerde`,
      `Daglig cashback på ${pct(f.daily)} og ukentlig cashback på opptil ${pct(f.weeklyMax)}`,
      'Kundestøtte på direktechat døgnet rundt',
    ],
  },
  silver: {
    name: 'Sølv',
    benefits: ['Alt fra Bronse', 'Prioriterte uttak', 'Egen kø hos kundestøtte'],
  },
  gold: {
    name: 'Gull',
    benefits: [
      'Alt fra Sølv',
      `${pct(f.goldCashback)} VIP-cashback hver uke, i ekte penger uten omsetningskrav`,
    ],
  },
  platinum: {
    name: 'Platina',
    benefits: [
      'Alt fra Gull',
      `${pct(f.platinumCashback)} VIP-cashback hver uke, i ekte penger uten omsetningskrav`,
      'En personlig VIP-kontakt',
    ],
  },
};

export const menu: ContentTexts['menu'] = {
  'drawer.home': { title: 'Hjem' },
  'drawer.promotions': { title: 'Kampanjer' },
  'drawer.blog': { title: 'Blogg' },
  'drawer.vip': { title: 'VIP-klubben' },
  'drawer.support': { title: 'Kundestøtte' },
  'casino.lobby': { title: 'Lobby' },
  'casino.live-casino': { title: 'Live-kasino' },
  'casino.slots': { title: 'Spilleautomater' },
  'casino.game-show': { title: 'Gameshow' },
  'casino.originals': { title: 'Originalspill' },
  'casino.roulette': { title: 'Rulett' },
  'casino.blackjack': { title: 'Blackjack' },
  'casino.table-games': { title: 'Bordspill' },
  'casino.crash': { title: 'Crash' },
  'about.promotions': { title: 'Kampanjer' },
  'about.terms': { title: 'Vilkår og betingelser' },
  'legal.about-us': { title: 'Om oss' },
  'legal.terms-and-conditions': { title: 'Vilkår og betingelser' },
  'legal.privacy-policy': { title: 'Personvernerklæring' },
  'legal.responsible-gaming': { title: 'Ansvarlig spill' },
  'legal.aml-policy': { title: 'Retningslinjer mot hvitvasking' },
  'legal.how-to-deposit': { title: 'Slik setter du inn penger' },
  'legal.vip': { title: 'VIP-programmet' },
  'settings.profile': { title: 'Profil' },
  'settings.wallet': { title: 'Lommebok' },
  'settings.transactions': { title: 'Transaksjoner' },
  'settings.bonus': { title: 'Bonuser' },
  'settings.notifications': { title: 'Varsler' },
  'settings.vip': { title: 'VIP' },
  'settings.verification': { title: 'Verifisering' },
  'settings.password': { title: 'Passord' },
  'settings.sessions': { title: 'Økter' },
};
