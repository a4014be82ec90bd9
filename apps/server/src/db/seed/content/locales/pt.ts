import type { LocaleTexts } from '../texts.js';
import { aboutUs } from './pt/pages/about-us.js';
import { amlPolicy } from './pt/pages/aml-policy.js';
import { howToDeposit } from './pt/pages/how-to-deposit.js';
import { privacyPolicy } from './pt/pages/privacy-policy.js';
import { responsibleGaming } from './pt/pages/responsible-gaming.js';
import { termsAndConditions } from './pt/pages/terms-and-conditions.js';
import { vip } from './pt/pages/vip.js';
import { posts } from './pt/posts.js';
import { promotions } from './pt/promotions.js';
import { banners, menu, slides, vipLevels } from './pt/showcase.js';

/**
 * The demo content in Brazilian Portuguese, split like English (`pt/**`). Complete: every part and
 * every item of `en.ts` is translated. Figures come from figures.ts, written the Brazilian way
 * (see `pt/format.ts`).
 */
export const pt: LocaleTexts = {
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
