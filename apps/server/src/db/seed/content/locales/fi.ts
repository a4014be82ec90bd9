import type { LocaleTexts } from '../texts.js';
import { aboutUs } from './fi/pages/about-us.js';
import { amlPolicy } from './fi/pages/aml-policy.js';
import { howToDeposit } from './fi/pages/how-to-deposit.js';
import { privacyPolicy } from './fi/pages/privacy-policy.js';
import { responsibleGaming } from './fi/pages/responsible-gaming.js';
import { termsAndConditions } from './fi/pages/terms-and-conditions.js';
import { vip } from './fi/pages/vip.js';
import { posts } from './fi/posts.js';
import { promotions } from './fi/promotions.js';
import { banners, menu, slides, vipLevels } from './fi/showcase.js';

/** Suomi: esittelysisällön tekstit. Mitä tästä puuttuu, näytetään englanniksi. */
export const fi: LocaleTexts = {
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
