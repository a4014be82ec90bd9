import type { LocaleTexts } from '../texts.js';
import { aboutUs } from './es/pages/about-us.js';
import { amlPolicy } from './es/pages/aml-policy.js';
import { howToDeposit } from './es/pages/how-to-deposit.js';
import { privacyPolicy } from './es/pages/privacy-policy.js';
import { responsibleGaming } from './es/pages/responsible-gaming.js';
import { termsAndConditions } from './es/pages/terms-and-conditions.js';
import { vip } from './es/pages/vip.js';
import { posts } from './es/posts.js';
import { promotions } from './es/promotions.js';
import { banners, menu, slides, vipLevels } from './es/showcase.js';

/**
 * Spanish (Spain, informal "tú", as in the web app): all of the demo content of `en.ts`, with
 * the same keys and the same figures from `figures.ts`, amounts written the Spanish way ("10.000").
 */
export const es: LocaleTexts = {
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
