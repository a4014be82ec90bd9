import type admin from '../features/admin/locales/en.json';
import type bonuses from '../features/bonuses/locales/en.json';
import type catalogue from '../features/catalogue/locales/en.json';
import type chat from '../features/chat/locales/en.json';
import type content from '../features/content/locales/en.json';
import type coupons from '../features/coupons/locales/en.json';
import type crash from '../features/crash/locales/en.json';
import type games from '../features/games/locales/en.json';
import type kyc from '../features/kyc/locales/en.json';
import type limits from '../features/limits/locales/en.json';
import type notifications from '../features/notifications/locales/en.json';
import type players from '../features/players/locales/en.json';
import type providers from '../features/providers/locales/en.json';
import type reports from '../features/reports/locales/en.json';
import type statistics from '../features/statistics/locales/en.json';
import type vip from '../features/vip/locales/en.json';
import type en from '../locales/en.json';

/**
 * English is the source of the keys: `t('status.title')` is checked against en.json, and
 * `useTranslation('bonuses')`'s `t()` against features/bonuses/locales/en.json, so a typo or a
 * key missing from English fails the type check (the other locales are checked by the
 * locale-files tests). Every namespace of FEATURE_NAMESPACES (create-i18n.ts) is listed here.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      admin: typeof admin;
      bonuses: typeof bonuses;
      catalogue: typeof catalogue;
      chat: typeof chat;
      content: typeof content;
      coupons: typeof coupons;
      crash: typeof crash;
      games: typeof games;
      kyc: typeof kyc;
      limits: typeof limits;
      notifications: typeof notifications;
      players: typeof players;
      providers: typeof providers;
      reports: typeof reports;
      statistics: typeof statistics;
      vip: typeof vip;
    };
  }
}
