import type { ContentTexts } from '../texts.js';
import { aboutUs } from './en/pages/about-us.js';
import { amlPolicy } from './en/pages/aml-policy.js';
import { howToDeposit } from './en/pages/how-to-deposit.js';
import { privacyPolicy } from './en/pages/privacy-policy.js';
import { responsibleGaming } from './en/pages/responsible-gaming.js';
import { termsAndConditions } from './en/pages/terms-and-conditions.js';
import { vip } from './en/pages/vip.js';
import { posts } from './en/posts.js';
import { promotions } from './en/promotions.js';
import { banners, menu, slides, vipLevels } from './en/showcase.js';

/** English: the source of every other locale and the fallback of every text. Complete. */
export const en: ContentTexts = {
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
