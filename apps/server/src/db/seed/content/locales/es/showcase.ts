import { figures as f } from '../../figures.js';
import type { ContentTexts } from '../../texts.js';
import { amount } from './format.js';

/** Short texts of the home page and menus: slides, banners, VIP levels, menu titles. */

export const slides: ContentTexts['slides'] = {
  'home-welcome': {
    title: `Bono de bienvenida del ${f.welcomePercent} % + ${f.freeSpins} giros gratis`,
    alt: `Monedas de oro y la cifra ${f.welcomePercent} %`,
  },
  'home-provably-fair': {
    title: 'Cada resultado, demostrablemente justo',
    alt: 'Dos dados sobre fondo azul',
  },
  'home-lightning': {
    title: 'Deposita bitcoin en segundos con Lightning',
    alt: 'Un rayo sobre fondo violeta',
  },
  'promo-welcome': {
    title: 'Bono de bienvenida',
    alt: `${f.welcomePercent} % y ${f.freeSpins} giros gratis sobre monedas de oro`,
  },
  'promo-deposit-bonus': {
    title: 'Bonos en tus cuatro primeros depósitos',
    alt: 'Fichas de casino con los porcentajes de los cuatro bonos de depósito',
  },
  'promo-weekly-cashback': {
    title: 'Cashback semanal',
    alt: `Del ${f.weeklyMin} % al ${f.weeklyMax} % sobre una pila de monedas`,
  },
  'promo-daily-cashback': {
    title: 'Cashback diario',
    alt: `${f.daily} % junto a un reloj`,
  },
};

export const banners: ContentTexts['banners'] = {
  welcome: {
    title: `${f.welcomePercent} % hasta ${amount(f.welcomeMax)} + ${f.freeSpins} giros gratis`,
    description: `Tu primer depósito, multiplicado. Depósito mínimo de ${amount(f.minDeposit)}, requisito de apuesta ${f.wagering}×. Solo mayores de ${f.age} años.`,
  },
  'daily-cashback': {
    title: `${f.daily} % de cashback diario`,
    description: `Recupera cada mañana el ${f.daily} % de tus pérdidas netas del día anterior, con un requisito de apuesta de solo ${f.dailyWagering}×.`,
  },
  vip: {
    title: 'Únete al Club VIP',
    description: `Bono de recarga, retiradas prioritarias, hasta un ${f.platinumCashback} % de cashback VIP y un gestor personal.`,
  },
};

export const vipLevels: ContentTexts['vipLevels'] = {
  bronze: {
    name: 'Bronce',
    benefits: [
      `Bono de recarga del ${f.vipReload} % en cada depósito a partir del quinto`,
      `Cashback diario del ${f.daily} % y cashback semanal de hasta el ${f.weeklyMax} %`,
      'Atención por chat en vivo 24/7',
    ],
  },
  silver: {
    name: 'Plata',
    benefits: [
      'Todas las ventajas de Bronce',
      'Retiradas prioritarias',
      'Atención al cliente prioritaria',
    ],
  },
  gold: {
    name: 'Oro',
    benefits: [
      'Todas las ventajas de Plata',
      `${f.goldCashback} % de cashback VIP cada semana, en dinero real y sin requisitos de apuesta`,
    ],
  },
  platinum: {
    name: 'Platino',
    benefits: [
      'Todas las ventajas de Oro',
      `${f.platinumCashback} % de cashback VIP cada semana, en dinero real y sin requisitos de apuesta`,
      'Un gestor VIP personal',
    ],
  },
};

export const menu: ContentTexts['menu'] = {
  'drawer.home': { title: 'Inicio' },
  'drawer.promotions': { title: 'Promociones' },
  'drawer.blog': { title: 'Blog' },
  'drawer.vip': { title: 'Club VIP' },
  'drawer.support': { title: 'Atención al cliente' },
  'casino.lobby': { title: 'Lobby' },
  'casino.live-casino': { title: 'Casino en vivo' },
  'casino.slots': { title: 'Tragaperras' },
  'casino.game-show': { title: 'Concursos' },
  'casino.originals': { title: 'Originales' },
  'casino.roulette': { title: 'Ruleta' },
  'casino.blackjack': { title: 'Blackjack' },
  'casino.table-games': { title: 'Juegos de mesa' },
  'casino.crash': { title: 'Crash' },
  'about.promotions': { title: 'Promociones' },
  'about.terms': { title: 'Términos y condiciones' },
  'legal.about-us': { title: 'Sobre nosotros' },
  'legal.terms-and-conditions': { title: 'Términos y condiciones' },
  'legal.privacy-policy': { title: 'Política de privacidad' },
  'legal.responsible-gaming': { title: 'Juego responsable' },
  'legal.aml-policy': { title: 'Política AML' },
  'legal.how-to-deposit': { title: 'Cómo depositar' },
  'legal.vip': { title: 'Programa VIP' },
  'settings.profile': { title: 'Perfil' },
  'settings.wallet': { title: 'Billetera' },
  'settings.transactions': { title: 'Transacciones' },
  'settings.bonus': { title: 'Bonos' },
  'settings.notifications': { title: 'Notificaciones' },
  'settings.vip': { title: 'VIP' },
  'settings.verification': { title: 'Verificación' },
  'settings.password': { title: 'Contraseña' },
  'settings.sessions': { title: 'Sesiones' },
};
