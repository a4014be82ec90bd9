import type { LocaleTexts } from '../texts.js';
import { aboutUs } from './it/pages/about-us.js';
import { amlPolicy } from './it/pages/aml-policy.js';
import { howToDeposit } from './it/pages/how-to-deposit.js';
import { privacyPolicy } from './it/pages/privacy-policy.js';
import { responsibleGaming } from './it/pages/responsible-gaming.js';
import { termsAndConditions } from './it/pages/terms-and-conditions.js';
import { vip } from './it/pages/vip.js';
import { posts } from './it/posts.js';
import { promotions } from './it/promotions.js';
import { banners, menu, slides, vipLevels } from './it/showcase.js';

/** Italiano: i testi dei contenuti dimostrativi. Ciò che manca qui viene mostrato in inglese. */
export const it: LocaleTexts = {
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
