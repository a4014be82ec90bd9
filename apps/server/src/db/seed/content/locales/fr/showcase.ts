import { figures as f } from '../../figures.js';
import type { ContentTexts } from '../../texts.js';
import { amount } from './format.js';

/** Short texts of the home page and menus: slides, banners, VIP levels, menu titles. */

export const slides: ContentTexts['slides'] = {
  'home-welcome': {
    title: `Bonus de bienvenue de ${f.welcomePercent} % + ${f.freeSpins} tours gratuits`,
    alt: `Des pièces d’or et le chiffre ${f.welcomePercent} %`,
  },
  'home-provably-fair': {
    title: 'Chaque résultat à l’équité prouvable',
    alt: 'Deux dés sur fond bleu',
  },
  'home-lightning': {
    title: 'Déposez des bitcoins en quelques secondes avec Lightning',
    alt: 'Un éclair sur fond violet',
  },
  'promo-welcome': {
    title: 'Bonus de bienvenue',
    alt: `${f.welcomePercent} % et ${f.freeSpins} tours gratuits sur des pièces d’or`,
  },
  'promo-deposit-bonus': {
    title: 'Des bonus sur vos quatre premiers dépôts',
    alt: 'Des jetons de casino portant les pourcentages des quatre bonus de dépôt',
  },
  'promo-weekly-cashback': {
    title: 'Cashback hebdomadaire',
    alt: `De ${f.weeklyMin} % à ${f.weeklyMax} % sur une pile de pièces`,
  },
  'promo-daily-cashback': {
    title: 'Cashback quotidien',
    alt: `${f.daily} % à côté d’une horloge`,
  },
};

export const banners: ContentTexts['banners'] = {
  welcome: {
    title: `${f.welcomePercent} % jusqu’à ${amount(f.welcomeMax)} + ${f.freeSpins} tours gratuits`,
    description: `Votre premier dépôt, boosté. Dépôt minimum ${amount(f.minDeposit)}, conditions de mise x${f.wagering}. Réservé aux plus de ${f.age} ans.`,
  },
  'daily-cashback': {
    title: `${f.daily} % de cashback quotidien`,
    description: `Récupérez chaque matin ${f.daily} % de vos pertes nettes de la veille, avec des conditions de mise de seulement x${f.dailyWagering}.`,
  },
  vip: {
    title: 'Rejoignez le Club VIP',
    description: `Bonus de recharge, retraits prioritaires, jusqu’à ${f.platinumCashback} % de cashback VIP et un gestionnaire personnel.`,
  },
};

export const vipLevels: ContentTexts['vipLevels'] = {
  bronze: {
    name: 'Bronze',
    benefits: [
      `Bonus de recharge de ${f.vipReload} % sur chaque dépôt à partir du cinquième`,
      `Cashback quotidien de ${f.daily} % et cashback hebdomadaire jusqu’à ${f.weeklyMax} %`,
      'Assistance par chat en direct 24 h/24, 7 j/7',
    ],
  },
  silver: {
    name: 'Argent',
    benefits: [
      'Tous les avantages du niveau Bronze',
      'Retraits prioritaires',
      'Service client prioritaire',
    ],
  },
  gold: {
    name: 'Or',
    benefits: [
      'Tous les avantages du niveau Argent',
      `${f.goldCashback} % de cashback VIP chaque semaine, en argent réel et sans conditions de mise`,
    ],
  },
  platinum: {
    name: 'Platine',
    benefits: [
      'Tous les avantages du niveau Or',
      `${f.platinumCashback} % de cashback VIP chaque semaine, en argent réel et sans conditions de mise`,
      'Un gestionnaire VIP personnel',
    ],
  },
};

export const menu: ContentTexts['menu'] = {
  'drawer.home': { title: 'Accueil' },
  'drawer.promotions': { title: 'Promotions' },
  'drawer.blog': { title: 'Blog' },
  'drawer.vip': { title: 'Club VIP' },
  'drawer.support': { title: 'Service client' },
  'casino.lobby': { title: 'Lobby' },
  'casino.live-casino': { title: 'Casino en direct' },
  'casino.slots': { title: 'Machines à sous' },
  'casino.game-show': { title: 'Jeux télévisés' },
  'casino.originals': { title: 'Jeux maison' },
  'casino.roulette': { title: 'Roulette' },
  'casino.blackjack': { title: 'Blackjack' },
  'casino.table-games': { title: 'Jeux de table' },
  'casino.crash': { title: 'Crash' },
  'about.promotions': { title: 'Promotions' },
  'about.terms': { title: 'Conditions générales' },
  'legal.about-us': { title: 'À propos' },
  'legal.terms-and-conditions': { title: 'Conditions générales' },
  'legal.privacy-policy': { title: 'Politique de confidentialité' },
  'legal.responsible-gaming': { title: 'Jeu responsable' },
  'legal.aml-policy': { title: 'Politique LCB-FT' },
  'legal.how-to-deposit': { title: 'Comment déposer' },
  'legal.vip': { title: 'Programme VIP' },
  'settings.profile': { title: 'Profil' },
  'settings.wallet': { title: 'Portefeuille' },
  'settings.transactions': { title: 'Transactions' },
  'settings.bonus': { title: 'Bonus' },
  'settings.notifications': { title: 'Notifications' },
  'settings.vip': { title: 'VIP' },
  'settings.verification': { title: 'Vérification' },
  'settings.password': { title: 'Mot de passe' },
  'settings.sessions': { title: 'Sessions' },
};
