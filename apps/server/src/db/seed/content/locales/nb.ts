import type { LocaleTexts } from '../texts.js';
import { aboutUs } from './nb/pages/about-us.js';
import { amlPolicy } from './nb/pages/aml-policy.js';
import { howToDeposit } from './nb/pages/how-to-deposit.js';
import { privacyPolicy } from './nb/pages/privacy-policy.js';
import { responsibleGaming } from './nb/pages/responsible-gaming.js';
import { termsAndConditions } from './nb/pages/terms-and-conditions.js';
import { vip } from './nb/pages/vip.js';
import { posts } from './nb/posts.js';
import { promotions } from './nb/promotions.js';
import { banners, menu, slides, vipLevels } from './nb/showcase.js';

/**
 * The demo content in Norwegian Bokmål, split like English (`nb/**`). Complete: every part and
 * every item of `en.ts` is translated. Figures come from figures.ts, written the Norwegian way
 * (see `nb/format.ts`).
 */
export const nb: LocaleTexts = {
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
