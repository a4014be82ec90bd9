import type { LocaleTexts } from '../texts.js';
import { aboutUs } from './de/pages/about-us.js';
import { amlPolicy } from './de/pages/aml-policy.js';
import { howToDeposit } from './de/pages/how-to-deposit.js';
import { privacyPolicy } from './de/pages/privacy-policy.js';
import { responsibleGaming } from './de/pages/responsible-gaming.js';
import { termsAndConditions } from './de/pages/terms-and-conditions.js';
import { vip } from './de/pages/vip.js';
import { posts } from './de/posts.js';
import { promotions } from './de/promotions.js';
import { banners, menu, slides, vipLevels } from './de/showcase.js';

/**
 * German (informal "du", as in the web app): all of the demo content of `en.ts`, with the same
 * keys and the same figures from `figures.ts`, amounts written the German way ("10.000").
 */
export const de: LocaleTexts = {
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
