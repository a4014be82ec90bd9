import { figures as f } from '../../figures.js';
import type { ContentTexts } from '../../texts.js';
import { amt, pct } from './format.js';

/** Short texts of the home page and menus: slides, banners, VIP levels, menu titles. */

export const slides: ContentTexts['slides'] = {
  'home-welcome': {
    title: `${pct(f.welcomePercent)} hoş geldin bonusu + ${f.freeSpins} ücretsiz dönüş`,
    alt: `Altın paralar ve ${pct(f.welcomePercent)} yazısı`,
  },
  'home-provably-fair': {
    title: 'Her sonuç kanıtlanabilir şekilde adil',
    alt: 'Mavi zemin üzerinde iki zar',
  },
  'home-lightning': {
    title: 'Lightning ile saniyeler içinde bitcoin yatırın',
    alt: 'Mor zemin üzerinde bir şimşek',
  },
  'promo-welcome': {
    title: 'Hoş geldin bonusu',
    alt: `Altın paraların üzerinde ${pct(f.welcomePercent)} ve ${f.freeSpins} ücretsiz dönüş`,
  },
  'promo-deposit-bonus': {
    title: 'İlk dört yatırımınıza bonus',
    alt: 'Dört yatırım bonusunun oranlarını gösteren casino fişleri',
  },
  'promo-weekly-cashback': {
    title: 'Haftalık cashback',
    alt: `Bir yığın madeni paranın üzerinde ${pct(f.weeklyMin)} – ${pct(f.weeklyMax)}`,
  },
  'promo-daily-cashback': {
    title: 'Günlük cashback',
    alt: `Bir saatin yanında ${pct(f.daily)}`,
  },
};

export const banners: ContentTexts['banners'] = {
  welcome: {
    title: `${pct(f.welcomePercent)} bonus, en fazla ${amt(f.welcomeMax)} + ${f.freeSpins} ücretsiz dönüş`,
    description: `İlk yatırımınıza güçlü bir başlangıç. Minimum yatırım ${amt(f.minDeposit)}, ${f.wagering} kat çevrim şartı. Yalnızca ${f.age} yaş ve üzeri içindir.`,
  },
  'daily-cashback': {
    title: `${pct(f.daily)} günlük cashback`,
    description: `Dünkü net kayıplarınız için her sabah ${pct(f.daily)} cashback alın; çevrim şartı yalnızca ${f.dailyWagering} kat.`,
  },
  vip: {
    title: 'VIP Kulübü’ne katılın',
    description: `Reload bonusu, öncelikli para çekme, en fazla ${pct(f.platinumCashback)} VIP cashback ve kişisel VIP yöneticisi.`,
  },
};

export const vipLevels: ContentTexts['vipLevels'] = {
  bronze: {
    name: 'Bronz',
    benefits: [
      `Dördüncüden sonraki her yatırımınızda ${pct(f.vipReload)} reload bonusu`,
      `${pct(f.daily)} günlük cashback ve en fazla ${pct(f.weeklyMax)} haftalık cashback`,
      '7/24 canlı sohbet desteği',
    ],
  },
  silver: {
    name: 'Gümüş',
    benefits: [
      'Bronz seviyesinin tüm avantajları',
      'Öncelikli para çekme',
      'Size özel destek sırası',
    ],
  },
  gold: {
    name: 'Altın',
    benefits: [
      'Gümüş seviyesinin tüm avantajları',
      `Her hafta ${pct(f.goldCashback)} VIP cashback; gerçek para olarak ve çevrim şartı olmadan`,
    ],
  },
  platinum: {
    name: 'Platin',
    benefits: [
      'Altın seviyesinin tüm avantajları',
      `Her hafta ${pct(f.platinumCashback)} VIP cashback; gerçek para olarak ve çevrim şartı olmadan`,
      'Kişisel VIP yöneticisi',
    ],
  },
};

export const menu: ContentTexts['menu'] = {
  'drawer.home': { title: 'Ana sayfa' },
  'drawer.promotions': { title: 'Promosyonlar' },
  'drawer.blog': { title: 'Blog' },
  'drawer.vip': { title: 'VIP Kulübü' },
  'drawer.support': { title: 'Destek' },
  'casino.lobby': { title: 'Lobi' },
  'casino.live-casino': { title: 'Canlı casino' },
  'casino.slots': { title: 'Slotlar' },
  'casino.game-show': { title: 'Oyun şovları' },
  'casino.originals': { title: 'Orijinal oyunlar' },
  'casino.roulette': { title: 'Rulet' },
  'casino.blackjack': { title: 'Blackjack' },
  'casino.table-games': { title: 'Masa oyunları' },
  'casino.crash': { title: 'Crash' },
  'about.promotions': { title: 'Promosyonlar' },
  'about.terms': { title: 'Şartlar ve koşullar' },
  'legal.about-us': { title: 'Hakkımızda' },
  'legal.terms-and-conditions': { title: 'Şartlar ve koşullar' },
  'legal.privacy-policy': { title: 'Gizlilik politikası' },
  'legal.responsible-gaming': { title: 'Sorumlu oyun' },
  'legal.aml-policy': { title: 'AML politikası' },
  'legal.how-to-deposit': { title: 'Nasıl para yatırılır' },
  'legal.vip': { title: 'VIP programı' },
  'settings.profile': { title: 'Profil' },
  'settings.wallet': { title: 'Cüzdan' },
  'settings.transactions': { title: 'İşlemler' },
  'settings.bonus': { title: 'Bonuslar' },
  'settings.notifications': { title: 'Bildirimler' },
  'settings.vip': { title: 'VIP' },
  'settings.verification': { title: 'Doğrulama' },
  'settings.password': { title: 'Şifre' },
  'settings.sessions': { title: 'Oturumlar' },
};
