import type { MenuArea, SliderKind } from '@satsino/contract/content';
import { VIP_LEVEL_FIGURES } from '@satsino/contract/content';
import type { ArtworkName } from '../../../modules/content/media/artworks.js';

/*
 * The language-free half of the demo content: which items exist, their slugs, art, links and
 * order. Their words live in `locales/<lng>.ts`, keyed by the slugs and keys below.
 */

export interface SeedPost {
  slug: string;
  imageKey: ArtworkName;
  /** Published this many days before the seed runs, so the newest-first order is stable. */
  daysAgo: number;
  position: number;
}

export const SEED_POSTS = [
  { slug: 'provably-fair-explained', imageKey: 'post-provably-fair', daysAgo: 3, position: 0 },
  { slug: 'new-games-this-month', imageKey: 'post-new-games', daysAgo: 7, position: 0 },
  { slug: 'bitcoin-lightning-deposits', imageKey: 'post-lightning', daysAgo: 12, position: 0 },
  { slug: 'vip-programme-explained', imageKey: 'post-vip', daysAgo: 18, position: 0 },
  {
    slug: 'responsible-gaming-tips',
    imageKey: 'post-responsible-gaming',
    daysAgo: 25,
    position: 0,
  },
  {
    slug: 'getting-started-with-crypto-deposits',
    imageKey: 'post-crypto-deposits',
    daysAgo: 32,
    position: 0,
  },
] as const satisfies readonly SeedPost[];

export const SEED_PROMOTIONS = [
  { slug: 'welcome-bonus', imageKey: 'promo-welcome', daysAgo: 40, position: 1 },
  { slug: 'deposit-bonus', imageKey: 'promo-deposit-bonus', daysAgo: 40, position: 2 },
  { slug: 'weekly-cashback', imageKey: 'promo-weekly-cashback', daysAgo: 40, position: 3 },
  { slug: 'daily-cashback', imageKey: 'promo-daily-cashback', daysAgo: 40, position: 4 },
  { slug: 'vip-club', imageKey: 'promo-vip', daysAgo: 40, position: 5 },
] as const satisfies readonly SeedPost[];

/** The seven linked policies of SPEC §2. */
export const SEED_PAGES = [
  { slug: 'about-us', position: 1, inFooter: true },
  { slug: 'terms-and-conditions', position: 2, inFooter: true },
  { slug: 'privacy-policy', position: 3, inFooter: true },
  { slug: 'responsible-gaming', position: 4, inFooter: true },
  { slug: 'aml-policy', position: 5, inFooter: true },
  { slug: 'how-to-deposit', position: 6, inFooter: false },
  { slug: 'vip', position: 7, inFooter: false },
] as const;

export interface SeedSlide {
  key: string;
  kind: SliderKind;
  imageKey: ArtworkName;
  redirectUrl: string;
  position: number;
}

export const SEED_SLIDES = [
  {
    key: 'home-welcome',
    kind: 'image',
    imageKey: 'slide-welcome',
    redirectUrl: '/promotions/welcome-bonus',
    position: 1,
  },
  {
    key: 'home-provably-fair',
    kind: 'image',
    imageKey: 'slide-provably-fair',
    redirectUrl: '/blog/provably-fair-explained',
    position: 2,
  },
  {
    key: 'home-lightning',
    kind: 'image',
    imageKey: 'slide-lightning',
    redirectUrl: '/blog/bitcoin-lightning-deposits',
    position: 3,
  },
  {
    key: 'promo-welcome',
    kind: 'promotion',
    imageKey: 'promo-welcome',
    redirectUrl: '/promotions/welcome-bonus',
    position: 1,
  },
  {
    key: 'promo-deposit-bonus',
    kind: 'promotion',
    imageKey: 'promo-deposit-bonus',
    redirectUrl: '/promotions/deposit-bonus',
    position: 2,
  },
  {
    key: 'promo-weekly-cashback',
    kind: 'promotion',
    imageKey: 'promo-weekly-cashback',
    redirectUrl: '/promotions/weekly-cashback',
    position: 3,
  },
  {
    key: 'promo-daily-cashback',
    kind: 'promotion',
    imageKey: 'promo-daily-cashback',
    redirectUrl: '/promotions/daily-cashback',
    position: 4,
  },
] as const satisfies readonly SeedSlide[];

export const SEED_BANNERS = [
  { key: 'welcome', imageKey: 'banner-welcome', url: '/promotions/welcome-bonus', position: 1 },
  {
    key: 'daily-cashback',
    imageKey: 'banner-cashback',
    url: '/promotions/daily-cashback',
    position: 2,
  },
  { key: 'vip', imageKey: 'banner-vip', url: '/policies/vip', position: 3 },
] as const satisfies readonly {
  key: string;
  imageKey: ArtworkName;
  url: string;
  position: number;
}[];

/** The VIP levels of SPEC §1, with the figures of ADR 0003. */
export const SEED_VIP_LEVELS = VIP_LEVEL_FIGURES.map((level, index) => ({
  key: level.key,
  position: index + 1,
  // Whole account-currency units to minor units (cents).
  minWageredMinor: BigInt(level.minWagered) * 100n,
  cashbackBps: level.cashbackBps,
  bonusBps: level.bonusBps,
}));

export interface SeedMenuItem {
  area: MenuArea;
  slug: string;
  icon: string;
  to: string;
  external?: boolean;
}

/**
 * Menus of SPEC §2: the drawer's generic links, its Casino group (lobby and categories), the
 * footer's "About us" (promotions, terms), the legal links and the settings pages. Icons are
 * Material icon names.
 */
export const SEED_MENU = [
  { area: 'drawer', slug: 'home', icon: 'Home', to: '/' },
  { area: 'drawer', slug: 'promotions', icon: 'LocalOffer', to: '/promotions' },
  { area: 'drawer', slug: 'blog', icon: 'Article', to: '/blog' },
  { area: 'drawer', slug: 'vip', icon: 'WorkspacePremium', to: '/policies/vip' },
  { area: 'drawer', slug: 'support', icon: 'SupportAgent', to: '/customersupport' },
  { area: 'casino', slug: 'lobby', icon: 'Casino', to: '/casino' },
  { area: 'casino', slug: 'live-casino', icon: 'LiveTv', to: '/category/live-casino' },
  { area: 'casino', slug: 'slots', icon: 'ViewCarousel', to: '/category/slots' },
  { area: 'casino', slug: 'game-show', icon: 'Celebration', to: '/category/game-show' },
  { area: 'casino', slug: 'originals', icon: 'AutoAwesome', to: '/category/originals' },
  { area: 'casino', slug: 'roulette', icon: 'Album', to: '/category/roulette' },
  { area: 'casino', slug: 'blackjack', icon: 'Style', to: '/category/blackjack' },
  { area: 'casino', slug: 'table-games', icon: 'TableRestaurant', to: '/category/table-games' },
  { area: 'casino', slug: 'crash', icon: 'RocketLaunch', to: '/games/crash' },
  { area: 'about', slug: 'promotions', icon: 'LocalOffer', to: '/promotions' },
  { area: 'about', slug: 'terms', icon: 'Gavel', to: '/policies/terms-and-conditions' },
  { area: 'legal', slug: 'about-us', icon: 'Info', to: '/policies/about-us' },
  {
    area: 'legal',
    slug: 'terms-and-conditions',
    icon: 'Gavel',
    to: '/policies/terms-and-conditions',
  },
  { area: 'legal', slug: 'privacy-policy', icon: 'PrivacyTip', to: '/policies/privacy-policy' },
  {
    area: 'legal',
    slug: 'responsible-gaming',
    icon: 'VolunteerActivism',
    to: '/policies/responsible-gaming',
  },
  { area: 'legal', slug: 'aml-policy', icon: 'Policy', to: '/policies/aml-policy' },
  {
    area: 'legal',
    slug: 'how-to-deposit',
    icon: 'AccountBalanceWallet',
    to: '/policies/how-to-deposit',
  },
  { area: 'legal', slug: 'vip', icon: 'WorkspacePremium', to: '/policies/vip' },
  // The settings layout's left menu (SPEC §2 "left menu from site configuration").
  { area: 'settings', slug: 'profile', icon: 'PersonOutline', to: '/settings/profile' },
  {
    area: 'settings',
    slug: 'wallet',
    icon: 'AccountBalanceWalletOutlined',
    to: '/settings/wallet',
  },
  {
    area: 'settings',
    slug: 'transactions',
    icon: 'ReceiptLongOutlined',
    to: '/settings/transactions',
  },
  { area: 'settings', slug: 'bonus', icon: 'RedeemOutlined', to: '/settings/bonus' },
  {
    area: 'settings',
    slug: 'notifications',
    icon: 'NotificationsOutlined',
    to: '/settings/notifications',
  },
  { area: 'settings', slug: 'vip', icon: 'WorkspacePremiumOutlined', to: '/settings/vip' },
  {
    area: 'settings',
    slug: 'verification',
    icon: 'VerifiedUserOutlined',
    to: '/settings/verification',
  },
  { area: 'settings', slug: 'password', icon: 'LockOutlined', to: '/settings/password' },
  { area: 'settings', slug: 'sessions', icon: 'DevicesOutlined', to: '/settings/sessions' },
] as const satisfies readonly SeedMenuItem[];

export type PostSlug = (typeof SEED_POSTS)[number]['slug'];
export type PromotionSlug = (typeof SEED_PROMOTIONS)[number]['slug'];
export type PageSlug = (typeof SEED_PAGES)[number]['slug'];
export type SlideKey = (typeof SEED_SLIDES)[number]['key'];
export type BannerKey = (typeof SEED_BANNERS)[number]['key'];
export type VipKey = (typeof VIP_LEVEL_FIGURES)[number]['key'];
/** Menu texts are keyed `<area>.<slug>`, e.g. `drawer.home`. */
type KeyOf<Item> = Item extends { area: infer A extends string; slug: infer S extends string }
  ? `${A}.${S}`
  : never;
export type MenuKey = KeyOf<(typeof SEED_MENU)[number]>;
export const menuKey = (item: SeedMenuItem) => `${item.area}.${item.slug}` as MenuKey;
