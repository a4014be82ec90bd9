import type { LocaleTexts } from '../texts.js';
import { aboutUs } from './tr/pages/about-us.js';
import { amlPolicy } from './tr/pages/aml-policy.js';
import { howToDeposit } from './tr/pages/how-to-deposit.js';
import { privacyPolicy } from './tr/pages/privacy-policy.js';
import { responsibleGaming } from './tr/pages/responsible-gaming.js';
import { termsAndConditions } from './tr/pages/terms-and-conditions.js';
import { vip } from './tr/pages/vip.js';
import { posts } from './tr/posts.js';
import { promotions } from './tr/promotions.js';
import { banners, menu, slides, vipLevels } from './tr/showcase.js';

/**
 * The demo content in Turkish, split like English (`tr/**`). Complete: every part and
 * every item of `en.ts` is translated. Figures come from figures.ts, written the Turkish way
 * (see `tr/format.ts`).
 */
export const tr: LocaleTexts = {
  posts,
  promotions,
  pages: {
    'about-us': aboutUs,
    'terms-and-conditions': termsAndConditions,
    'privacy-policy': privacyPolicy,
    'responsible-gaming': responsibleGaming,
    'aml-policy': amlPolicy,
    'how-to-deposit': howToDeposit,
    vip,
  },
  slides,
  banners,
  vipLevels,
  menu,
};
