import { amount, figures as f } from '../../figures.js';
import type { ContentTexts } from '../../texts.js';

/** Etusivun ja valikoiden lyhyet tekstit: diat, bannerit, VIP-tasot, valikkojen otsikot. */

export const slides: ContentTexts['slides'] = {
  'home-welcome': {
    title: `${f.welcomePercent} %:n tervetuliaisbonus + ${f.freeSpins} ilmaiskierrosta`,
    alt: `Kultakolikoita ja luku ${f.welcomePercent} %`,
  },
  'home-provably-fair': {
    title: 'Jokainen tulos todistettavasti reilu',
    alt: 'Kaksi noppaa sinisellä taustalla',
  },
  'home-lightning': {
    title: 'Talleta bitcoinia sekunneissa Lightningilla',
    alt: 'Salama violetilla taustalla',
  },
  'promo-welcome': {
    title: 'Tervetuliaisbonus',
    alt: `${f.welcomePercent} % ja ${f.freeSpins} ilmaiskierrosta kultakolikoiden päällä`,
  },
  'promo-deposit-bonus': {
    title: 'Bonukset neljään ensimmäiseen talletukseesi',
    alt: 'Pelimerkkejä ja neljän talletusbonuksen prosenttiosuudet',
  },
  'promo-weekly-cashback': {
    title: 'Viikoittainen käteispalautus',
    alt: `${f.weeklyMin}–${f.weeklyMax} % kolikkopinon päällä`,
  },
  'promo-daily-cashback': {
    title: 'Päivittäinen käteispalautus',
    alt: `${f.daily} % kellon vieressä`,
  },
};

export const banners: ContentTexts['banners'] = {
  welcome: {
    title: `${f.welcomePercent} % aina ${amount(f.welcomeMax, 'fi')} asti + ${f.freeSpins} ilmaiskierrosta`,
    description: `Ensimmäinen talletuksesi saa lisävauhtia. Vähimmäistalletus ${amount(f.minDeposit, 'fi')}, kierrätysvaatimus ${f.wagering}×. Vain ${f.age} vuotta täyttäneille.`,
  },
  'daily-cashback': {
    title: `${f.daily} %:n päivittäinen käteispalautus`,
    description: `Saat joka aamu takaisin ${f.daily} % edellisen päivän nettotappioistasi – kierrätysvaatimus vain ${f.dailyWagering}×.`,
  },
  vip: {
    title: 'Liity VIP-klubiin',
    description: `Uudelleentalletusbonus, nostot etusijalla, jopa ${f.platinumCashback} %:n VIP-käteispalautus ja henkilökohtainen asiakasvastaava.`,
  },
};

export const vipLevels: ContentTexts['vipLevels'] = {
  bronze: {
    name: 'Pronssi',
    benefits: [
      `${f.vipReload} %:n uudelleentalletusbonus jokaisesta talletuksesta neljännen jälkeen`,
      `${f.daily} %:n päivittäinen käteispalautus ja jopa ${f.weeklyMax} %:n viikoittainen käteispalautus`,
      'Live-chat-tuki 24/7',
    ],
  },
  silver: {
    name: 'Hopea',
    benefits: ['Kaikki Pronssi-tason edut', 'Nostot etusijalla', 'Oma asiakastukijono'],
  },
  gold: {
    name: 'Kulta',
    benefits: [
      'Kaikki Hopea-tason edut',
      `${f.goldCashback} %:n VIP-käteispalautus joka viikko oikeana rahana ilman kierrätysvaatimusta`,
    ],
  },
  platinum: {
    name: 'Platina',
    benefits: [
      'Kaikki Kulta-tason edut',
      `${f.platinumCashback} %:n VIP-käteispalautus joka viikko oikeana rahana ilman kierrätysvaatimusta`,
      'Henkilökohtainen VIP-asiakasvastaava',
    ],
  },
};

export const menu: ContentTexts['menu'] = {
  'drawer.home': { title: 'Etusivu' },
  'drawer.promotions': { title: 'Kampanjat' },
  'drawer.blog': { title: 'Blogi' },
  'drawer.vip': { title: 'VIP-klubi' },
  'drawer.support': { title: 'Asiakastuki' },
  'casino.lobby': { title: 'Aula' },
  'casino.live-casino': { title: 'Live-kasino' },
  'casino.slots': { title: 'Kolikkopelit' },
  'casino.game-show': { title: 'Game show -pelit' },
  'casino.originals': { title: 'Omat pelit' },
  'casino.roulette': { title: 'Ruletti' },
  'casino.blackjack': { title: 'Blackjack' },
  'casino.table-games': { title: 'Pöytäpelit' },
  'casino.crash': { title: 'Crash-pelit' },
  'about.promotions': { title: 'Kampanjat' },
  'about.terms': { title: 'Käyttöehdot' },
  'legal.about-us': { title: 'Tietoa meistä' },
  'legal.terms-and-conditions': { title: 'Käyttöehdot' },
  'legal.privacy-policy': { title: 'Tietosuojakäytäntö' },
  'legal.responsible-gaming': { title: 'Vastuullinen pelaaminen' },
  'legal.aml-policy': { title: 'Rahanpesun vastainen käytäntö' },
  'legal.how-to-deposit': { title: 'Näin talletat' },
  'legal.vip': { title: 'VIP-ohjelma' },
  'settings.profile': { title: 'Profiili' },
  'settings.wallet': { title: 'Lompakko' },
  'settings.transactions': { title: 'Tapahtumat' },
  'settings.bonus': { title: 'Bonukset' },
  'settings.notifications': { title: 'Ilmoitukset' },
  'settings.vip': { title: 'VIP' },
  'settings.verification': { title: 'Vahvistus' },
  'settings.password': { title: 'Salasana' },
  'settings.sessions': { title: 'Istunnot' },
};
