import type { LocaleTexts } from '../texts.js';
import { aboutUs } from './fr/pages/about-us.js';
import { amlPolicy } from './fr/pages/aml-policy.js';
import { howToDeposit } from './fr/pages/how-to-deposit.js';
import { privacyPolicy } from './fr/pages/privacy-policy.js';
import { responsibleGaming } from './fr/pages/responsible-gaming.js';
import { termsAndConditions } from './fr/pages/terms-and-conditions.js';
import { vip } from './fr/pages/vip.js';
import { posts } from './fr/posts.js';
import { promotions } from './fr/promotions.js';
import { banners, menu, slides, vipLevels } from './fr/showcase.js';

/**
 * French ("vous", narrow no-break spaces before : ; ! ? % as in the web app): all of the demo
 * content of `en.ts`, with the same keys and the same figures from `figures.ts`, amounts written
 * the French way ("10 000").
 */
export const fr: LocaleTexts = {
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
