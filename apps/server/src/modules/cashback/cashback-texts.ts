import type { BonusLang } from '@satsino/contract/bonuses';
import type { CashbackKind } from '@satsino/contract/cashback';
import { LOCALES, type Locale } from '@satsino/contract/locales';
import type { Currency } from '@satsino/contract/money';
import { formatBonusMoney } from '../bonuses/bonus-messages.js';

/*
 * What a player is told about a cashback: the notification when it is paid, and the message of
 * the bonus a daily or weekly cashback is credited as. Figures come from the payout row.
 */

type Notice = (amount: string) => string;

export const CASHBACK_NOTICES: Record<Locale, Record<CashbackKind, Notice>> = {
  en: {
    daily: (a) =>
      `Your daily cashback of ${a} has been credited to your bonus balance. Wager it once to turn it into cash.`,
    weekly: (a) =>
      `Your weekly cashback of ${a} has been credited to your bonus balance. Wager it once to turn it into cash.`,
    vip: (a) => `Your VIP cashback of ${a} has been paid into your cash balance, with no wagering.`,
  },
  de: {
    daily: (a) =>
      `Dein tägliches Cashback von ${a} wurde deinem Bonusguthaben gutgeschrieben. Setze es einmal um, dann wird es zu Echtgeld.`,
    weekly: (a) =>
      `Dein wöchentliches Cashback von ${a} wurde deinem Bonusguthaben gutgeschrieben. Setze es einmal um, dann wird es zu Echtgeld.`,
    vip: (a) =>
      `Dein VIP-Cashback von ${a} wurde deinem Echtgeldguthaben gutgeschrieben, ohne Umsatzbedingungen.`,
  },
  es: {
    daily: (a) =>
      `Tu reembolso diario de ${a} se ha abonado a tu saldo de bono. Apuéstalo una vez para convertirlo en dinero real.`,
    weekly: (a) =>
      `Tu reembolso semanal de ${a} se ha abonado a tu saldo de bono. Apuéstalo una vez para convertirlo en dinero real.`,
    vip: (a) =>
      `Tu reembolso VIP de ${a} se ha abonado a tu saldo real, sin requisitos de apuesta.`,
  },
  fi: {
    daily: (a) =>
      `Päivittäinen käteispalautuksesi ${a} on hyvitetty bonussaldollesi. Kierrätä se kerran, niin siitä tulee oikeaa rahaa.`,
    weekly: (a) =>
      `Viikoittainen käteispalautuksesi ${a} on hyvitetty bonussaldollesi. Kierrätä se kerran, niin siitä tulee oikeaa rahaa.`,
    vip: (a) => `VIP-käteispalautuksesi ${a} on maksettu rahasaldollesi ilman kierrätysvaatimusta.`,
  },
  fr: {
    daily: (a) =>
      `Votre cashback quotidien de ${a} a été crédité sur votre solde bonus. Misez-le une fois pour le transformer en argent réel.`,
    weekly: (a) =>
      `Votre cashback hebdomadaire de ${a} a été crédité sur votre solde bonus. Misez-le une fois pour le transformer en argent réel.`,
    vip: (a) =>
      `Votre cashback VIP de ${a} a été versé sur votre solde réel, sans conditions de mise.`,
  },
  it: {
    daily: (a) =>
      `Il tuo cashback giornaliero di ${a} è stato accreditato sul saldo bonus. Puntalo una volta per trasformarlo in denaro reale.`,
    weekly: (a) =>
      `Il tuo cashback settimanale di ${a} è stato accreditato sul saldo bonus. Puntalo una volta per trasformarlo in denaro reale.`,
    vip: (a) =>
      `Il tuo cashback VIP di ${a} è stato accreditato sul saldo reale, senza requisiti di puntata.`,
  },
  ja: {
    daily: (a) =>
      `デイリーキャッシュバック${a}をボーナス残高に付与しました。1回ベットすると現金になります。`,
    weekly: (a) =>
      `ウィークリーキャッシュバック${a}をボーナス残高に付与しました。1回ベットすると現金になります。`,
    vip: (a) => `VIPキャッシュバック${a}を賭け条件なしで現金残高に支払いました。`,
  },
  nb: {
    daily: (a) =>
      `Den daglige cashbacken din på ${a} er satt inn på bonussaldoen. Spill den gjennom én gang, så blir den ekte penger.`,
    weekly: (a) =>
      `Den ukentlige cashbacken din på ${a} er satt inn på bonussaldoen. Spill den gjennom én gang, så blir den ekte penger.`,
    vip: (a) => `VIP-cashbacken din på ${a} er utbetalt til kontantsaldoen, uten omsetningskrav.`,
  },
  pt: {
    daily: (a) =>
      `O seu cashback diário de ${a} foi creditado no saldo de bônus. Aposte-o uma vez para o transformar em dinheiro real.`,
    weekly: (a) =>
      `O seu cashback semanal de ${a} foi creditado no saldo de bônus. Aposte-o uma vez para o transformar em dinheiro real.`,
    vip: (a) => `O seu cashback VIP de ${a} foi pago no saldo real, sem requisitos de aposta.`,
  },
  tr: {
    daily: (a) =>
      `${a} tutarındaki günlük nakit iadeniz bonus bakiyenize eklendi. Gerçek paraya dönüştürmek için bir kez çevirin.`,
    weekly: (a) =>
      `${a} tutarındaki haftalık nakit iadeniz bonus bakiyenize eklendi. Gerçek paraya dönüştürmek için bir kez çevirin.`,
    vip: (a) => `${a} tutarındaki VIP nakit iadeniz çevrim şartı olmadan nakit bakiyenize ödendi.`,
  },
};

type BonusTemplate = (v: { amount: string; multiplier: string; days: string }) => string;

const BONUS_TEMPLATES: Record<Locale, Record<'daily' | 'weekly', BonusTemplate>> = {
  en: {
    daily: (v) => `Daily cashback of ${v.amount}. Wager it ${v.multiplier}× within ${v.days} days.`,
    weekly: (v) =>
      `Weekly cashback of ${v.amount}. Wager it ${v.multiplier}× within ${v.days} days.`,
  },
  de: {
    daily: (v) =>
      `Tägliches Cashback über ${v.amount}. Innerhalb von ${v.days} Tagen ${v.multiplier}-mal umsetzen.`,
    weekly: (v) =>
      `Wöchentliches Cashback über ${v.amount}. Innerhalb von ${v.days} Tagen ${v.multiplier}-mal umsetzen.`,
  },
  es: {
    daily: (v) =>
      `Reembolso diario de ${v.amount}. Apuéstalo ${v.multiplier} vez en ${v.days} días.`,
    weekly: (v) =>
      `Reembolso semanal de ${v.amount}. Apuéstalo ${v.multiplier} vez en ${v.days} días.`,
  },
  fi: {
    daily: (v) =>
      `Päivittäinen käteispalautus ${v.amount}. Kierrätä se ${v.multiplier} kerran ${v.days} päivän kuluessa.`,
    weekly: (v) =>
      `Viikoittainen käteispalautus ${v.amount}. Kierrätä se ${v.multiplier} kerran ${v.days} päivän kuluessa.`,
  },
  fr: {
    daily: (v) =>
      `Cashback quotidien de ${v.amount}. Misez-le ${v.multiplier} fois en ${v.days} jours.`,
    weekly: (v) =>
      `Cashback hebdomadaire de ${v.amount}. Misez-le ${v.multiplier} fois en ${v.days} jours.`,
  },
  it: {
    daily: (v) =>
      `Cashback giornaliero di ${v.amount}. Puntalo ${v.multiplier} volta entro ${v.days} giorni.`,
    weekly: (v) =>
      `Cashback settimanale di ${v.amount}. Puntalo ${v.multiplier} volta entro ${v.days} giorni.`,
  },
  ja: {
    daily: (v) =>
      `デイリーキャッシュバック${v.amount}。${v.days}日以内に${v.multiplier}倍ベットしてください。`,
    weekly: (v) =>
      `ウィークリーキャッシュバック${v.amount}。${v.days}日以内に${v.multiplier}倍ベットしてください。`,
  },
  nb: {
    daily: (v) =>
      `Daglig cashback på ${v.amount}. Spill den gjennom ${v.multiplier} gang innen ${v.days} dager.`,
    weekly: (v) =>
      `Ukentlig cashback på ${v.amount}. Spill den gjennom ${v.multiplier} gang innen ${v.days} dager.`,
  },
  pt: {
    daily: (v) => `Cashback diário de ${v.amount}. Aposte-o ${v.multiplier} vez em ${v.days} dias.`,
    weekly: (v) =>
      `Cashback semanal de ${v.amount}. Aposte-o ${v.multiplier} vez em ${v.days} dias.`,
  },
  tr: {
    daily: (v) =>
      `${v.amount} günlük nakit iade. ${v.days} gün içinde ${v.multiplier} kez çevirin.`,
    weekly: (v) =>
      `${v.amount} haftalık nakit iade. ${v.days} gün içinde ${v.multiplier} kez çevirin.`,
  },
};

export const cashbackBonusMessageKey = (kind: 'daily' | 'weekly') => `cashback_${kind}`;

/** The messages of the bonus a daily or weekly cashback is credited as, in every locale. */
export function cashbackBonusMessages(terms: {
  kind: 'daily' | 'weekly';
  amountMinor: bigint;
  wageringMultiplier: number;
  validDays: number;
  currency: Currency;
}): BonusLang[] {
  return LOCALES.map((lang) => ({
    key: cashbackBonusMessageKey(terms.kind),
    lang,
    message: BONUS_TEMPLATES[lang][terms.kind]({
      amount: formatBonusMoney(terms.amountMinor, terms.currency, lang),
      multiplier: String(terms.wageringMultiplier),
      days: String(terms.validDays),
    }),
  }));
}

export function cashbackNotice(
  locale: Locale,
  kind: CashbackKind,
  amountMinor: bigint,
  currency: Currency,
): string {
  return CASHBACK_NOTICES[locale][kind](formatBonusMoney(amountMinor, currency, locale));
}
