import { amount, figures as f } from '../../figures.js';
import type { ContentTexts } from '../../texts.js';

/** I testi brevi della home e dei menu: slide, banner, livelli VIP, voci di menu. */

export const slides: ContentTexts['slides'] = {
  'home-welcome': {
    title: `Bonus di benvenuto del ${f.welcomePercent}% + ${f.freeSpins} giri gratuiti`,
    alt: `Monete d’oro e la cifra ${f.welcomePercent}%`,
  },
  'home-provably-fair': {
    title: 'Ogni risultato dimostrabilmente equo',
    alt: 'Due dadi su sfondo blu',
  },
  'home-lightning': {
    title: 'Deposita bitcoin in pochi secondi con Lightning',
    alt: 'Un fulmine su sfondo viola',
  },
  'promo-welcome': {
    title: 'Bonus di benvenuto',
    alt: `${f.welcomePercent}% e ${f.freeSpins} giri gratuiti su monete d’oro`,
  },
  'promo-deposit-bonus': {
    title: 'Bonus sui tuoi primi quattro depositi',
    alt: 'Fiches da casinò con le percentuali dei quattro bonus sul deposito',
  },
  'promo-weekly-cashback': {
    title: 'Cashback settimanale',
    alt: `Dal ${f.weeklyMin}% al ${f.weeklyMax}% su una pila di monete`,
  },
  'promo-daily-cashback': {
    title: 'Cashback giornaliero',
    alt: `${f.daily}% accanto a un orologio`,
  },
};

export const banners: ContentTexts['banners'] = {
  welcome: {
    title: `${f.welcomePercent}% fino a ${amount(f.welcomeMax, 'it')} + ${f.freeSpins} giri gratuiti`,
    description: `Il tuo primo deposito, potenziato. Deposito minimo ${amount(f.minDeposit, 'it')}, requisito di puntata ${f.wagering}×. Vietato ai minori di ${f.age} anni.`,
  },
  'daily-cashback': {
    title: `Cashback giornaliero del ${f.daily}%`,
    description: `Ogni mattina ti restituiamo il ${f.daily}% delle perdite nette del giorno prima, con un requisito di puntata di appena ${f.dailyWagering}×.`,
  },
  vip: {
    title: 'Entra nel Club VIP',
    description: `Bonus ricarica, prelievi prioritari, cashback VIP fino al ${f.platinumCashback}% e un VIP manager personale.`,
  },
};

export const vipLevels: ContentTexts['vipLevels'] = {
  bronze: {
    name: 'Bronzo',
    benefits: [
      `Bonus ricarica del ${f.vipReload}% su ogni deposito dopo il quarto`,
      `Cashback giornaliero del ${f.daily}% e cashback settimanale fino al ${f.weeklyMax}%`,
      'Assistenza in chat dal vivo 24 ore su 24, 7 giorni su 7',
    ],
  },
  silver: {
    name: 'Argento',
    benefits: [
      'Tutti i vantaggi del livello Bronzo',
      'Prelievi prioritari',
      'Coda di assistenza dedicata',
    ],
  },
  gold: {
    name: 'Oro',
    benefits: [
      'Tutti i vantaggi del livello Argento',
      `Cashback VIP del ${f.goldCashback}% ogni settimana, in denaro reale e senza requisiti di puntata`,
    ],
  },
  platinum: {
    name: 'Platino',
    benefits: [
      'Tutti i vantaggi del livello Oro',
      `Cashback VIP del ${f.platinumCashback}% ogni settimana, in denaro reale e senza requisiti di puntata`,
      'Un VIP manager personale',
    ],
  },
};

export const menu: ContentTexts['menu'] = {
  'drawer.home': { title: 'Home' },
  'drawer.promotions': { title: 'Promozioni' },
  'drawer.blog': { title: 'Blog' },
  'drawer.vip': { title: 'Club VIP' },
  'drawer.support': { title: 'Assistenza clienti' },
  'casino.lobby': { title: 'Lobby' },
  'casino.live-casino': { title: 'Casinò live' },
  'casino.slots': { title: 'Slot' },
  'casino.game-show': { title: 'Game show' },
  'casino.originals': { title: 'Giochi originali' },
  'casino.roulette': { title: 'Roulette' },
  'casino.blackjack': { title: 'Blackjack' },
  'casino.table-games': { title: 'Giochi da tavolo' },
  'casino.crash': { title: 'Crash' },
  'about.promotions': { title: 'Promozioni' },
  'about.terms': { title: 'Termini e condizioni' },
  'legal.about-us': { title: 'Chi siamo' },
  'legal.terms-and-conditions': { title: 'Termini e condizioni' },
  'legal.privacy-policy': { title: 'Informativa sulla privacy' },
  'legal.responsible-gaming': { title: 'Gioco responsabile' },
  'legal.aml-policy': { title: 'Politica antiriciclaggio' },
  'legal.how-to-deposit': { title: 'Come depositare' },
  'legal.vip': { title: 'Programma VIP' },
  'settings.profile': { title: 'Profilo' },
  'settings.wallet': { title: 'Portafoglio' },
  'settings.transactions': { title: 'Transazioni' },
  'settings.bonus': { title: 'Bonus' },
  'settings.notifications': { title: 'Notifiche' },
  'settings.vip': { title: 'VIP' },
  'settings.verification': { title: 'Verifica' },
  'settings.password': { title: 'Password' },
  'settings.sessions': { title: 'Sessioni' },
};
