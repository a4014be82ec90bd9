import type { LocaleTexts } from '../texts.js';
import { aboutUs } from './ja/pages/about-us.js';
import { amlPolicy } from './ja/pages/aml-policy.js';
import { howToDeposit } from './ja/pages/how-to-deposit.js';
import { privacyPolicy } from './ja/pages/privacy-policy.js';
import { responsibleGaming } from './ja/pages/responsible-gaming.js';
import { termsAndConditions } from './ja/pages/terms-and-conditions.js';
import { vip } from './ja/pages/vip.js';
import { posts } from './ja/posts.js';
import { promotions } from './ja/promotions.js';
import { banners, menu, slides, vipLevels } from './ja/showcase.js';

/** 日本語：デモコンテンツのテキスト。ここにないものは英語で表示されます。 */
export const ja: LocaleTexts = {
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
