import type {
  BannerTranslation,
  PageTranslation,
  PostTranslation,
  SliderTranslation,
} from '@satsino/contract/content';
import type {
  BannerKey,
  MenuKey,
  PageSlug,
  PostSlug,
  PromotionSlug,
  SlideKey,
  VipKey,
} from './structure.js';

/*
 * The words of the demo content for one locale, keyed by the slugs and keys of `structure.ts`.
 * English is complete (the compiler checks every key); another locale may translate any part,
 * and whatever it leaves out is shown in English.
 */

export interface VipLevelTexts {
  name: string;
  benefits: string[];
}

export interface MenuTexts {
  title: string;
}

export interface ContentTexts {
  posts: Record<PostSlug, PostTranslation>;
  promotions: Record<PromotionSlug, PostTranslation>;
  pages: Record<PageSlug, PageTranslation>;
  slides: Record<SlideKey, SliderTranslation>;
  banners: Record<BannerKey, BannerTranslation>;
  vipLevels: Record<VipKey, VipLevelTexts>;
  menu: Record<MenuKey, MenuTexts>;
}

/** A translation: any part of the English texts, with the same keys. */
export type LocaleTexts = { [Part in keyof ContentTexts]?: Partial<ContentTexts[Part]> };
