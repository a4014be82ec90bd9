import { figures as f } from '../../figures.js';
import type { ContentTexts } from '../../texts.js';
import { amt } from './format.js';

/** Short texts of the home page and menus: slides, banners, VIP levels, menu titles. */

export const slides: ContentTexts['slides'] = {
  'home-welcome': {
    title: `Bônus de boas-vindas de ${f.welcomePercent}% + ${f.freeSpins} rodadas grátis`,
    alt: `Moedas de ouro e o número ${f.welcomePercent}%`,
  },
  'home-provably-fair': {
    title: 'Todos os resultados comprovadamente justos',
    alt: 'Dois dados sobre um fundo azul',
  },
  'home-lightning': {
    title: 'Deposite bitcoin em segundos com a Lightning',
    alt: 'Um raio sobre um fundo violeta',
  },
  'promo-welcome': {
    title: 'Bônus de boas-vindas',
    alt: `${f.welcomePercent}% e ${f.freeSpins} rodadas grátis sobre moedas de ouro`,
  },
  'promo-deposit-bonus': {
    title: 'Bônus nos seus quatro primeiros depósitos',
    alt: 'Fichas de cassino com os percentuais dos quatro bônus de depósito',
  },
  'promo-weekly-cashback': {
    title: 'Cashback semanal',
    alt: `De ${f.weeklyMin}% a ${f.weeklyMax}% sobre uma pilha de moedas`,
  },
  'promo-daily-cashback': {
    title: 'Cashback diário',
    alt: `${f.daily}% ao lado de um relógio`,
  },
};

export const banners: ContentTexts['banners'] = {
  welcome: {
    title: `${f.welcomePercent}% até ${amt(f.welcomeMax)} + ${f.freeSpins} rodadas grátis`,
    description: `Seu primeiro depósito turbinado. Depósito mínimo de ${amt(f.minDeposit)}, requisito de apostas de ${f.wagering}×. Proibido para menores de ${f.age} anos.`,
  },
  'daily-cashback': {
    title: `${f.daily}% de cashback diário`,
    description: `Receba de volta ${f.daily}% das perdas líquidas do dia anterior toda manhã, com requisito de apostas de apenas ${f.dailyWagering}×.`,
  },
  vip: {
    title: 'Entre para o Clube VIP',
    description: `Bônus de recarga, saques prioritários, até ${f.platinumCashback}% de cashback VIP e um gerente de conta exclusivo.`,
  },
};

export const vipLevels: ContentTexts['vipLevels'] = {
  bronze: {
    name: 'Bronze',
    benefits: [
      `Bônus de recarga de ${f.vipReload}% em todos os depósitos a partir do quinto`,
      `Cashback diário de ${f.daily}% e cashback semanal de até ${f.weeklyMax}%`,
      'Suporte por chat ao vivo 24 horas por dia, 7 dias por semana',
    ],
  },
  silver: {
    name: 'Prata',
    benefits: ['Tudo do Bronze', 'Saques prioritários', 'Fila de atendimento exclusiva'],
  },
  gold: {
    name: 'Ouro',
    benefits: [
      'Tudo do Prata',
      `${f.goldCashback}% de cashback VIP toda semana, em dinheiro real e sem requisito de apostas`,
    ],
  },
  platinum: {
    name: 'Platina',
    benefits: [
      'Tudo do Ouro',
      `${f.platinumCashback}% de cashback VIP toda semana, em dinheiro real e sem requisito de apostas`,
      'Um gerente de conta VIP exclusivo',
    ],
  },
};

export const menu: ContentTexts['menu'] = {
  'drawer.home': { title: 'Início' },
  'drawer.promotions': { title: 'Promoções' },
  'drawer.blog': { title: 'Blog' },
  'drawer.vip': { title: 'Clube VIP' },
  'drawer.support': { title: 'Suporte' },
  'casino.lobby': { title: 'Lobby' },
  'casino.live-casino': { title: 'Cassino ao vivo' },
  'casino.slots': { title: 'Caça-níqueis' },
  'casino.game-show': { title: 'Game shows' },
  'casino.originals': { title: 'Originais' },
  'casino.roulette': { title: 'Roleta' },
  'casino.blackjack': { title: 'Blackjack' },
  'casino.table-games': { title: 'Jogos de mesa' },
  'casino.crash': { title: 'Crash' },
  'about.promotions': { title: 'Promoções' },
  'about.terms': { title: 'Termos e condições' },
  'legal.about-us': { title: 'Sobre nós' },
  'legal.terms-and-conditions': { title: 'Termos e condições' },
  'legal.privacy-policy': { title: 'Política de privacidade' },
  'legal.responsible-gaming': { title: 'Jogo responsável' },
  'legal.aml-policy': { title: 'Política de PLD' },
  'legal.how-to-deposit': { title: 'Como depositar' },
  'legal.vip': { title: 'Programa VIP' },
  'settings.profile': { title: 'Perfil' },
  'settings.wallet': { title: 'Carteira' },
  'settings.transactions': { title: 'Transações' },
  'settings.bonus': { title: 'Bónus' },
  'settings.notifications': { title: 'Notificações' },
  'settings.vip': { title: 'VIP' },
  'settings.verification': { title: 'Verificação' },
  'settings.password': { title: 'Senha' },
  'settings.sessions': { title: 'Sessões' },
};
