import type { BonusLang } from '@satsino/contract/bonuses';
import { LOCALES, type Locale } from '@satsino/contract/locales';
import type { Currency } from '@satsino/contract/money';
import { formatBonusMoney } from '../bonuses/bonus-messages.js';

/** The message key of a coupon's bonus (SPEC §3 lang list). */
export const COUPON_BONUS_MESSAGE_KEY = 'coupon_bonus';

type Template = (v: Record<string, string>) => string;

const TEMPLATES: Record<Locale, Template> = {
  en: (v) =>
    `Coupon ${v.code}: a bonus of ${v.amount}. Wager ${v.multiplier}× the bonus within ${v.days} days.`,
  de: (v) =>
    `Gutschein ${v.code}: ein Bonus über ${v.amount}. Bonus innerhalb von ${v.days} Tagen ${v.multiplier}-mal umsetzen.`,
  es: (v) =>
    `Cupón ${v.code}: un bono de ${v.amount}. Apuesta ${v.multiplier} veces el bono en ${v.days} días.`,
  fi: (v) =>
    `Kuponki ${v.code}: ${v.amount} bonus. Kierrätä bonus ${v.multiplier} kertaa ${v.days} päivän kuluessa.`,
  fr: (v) =>
    `Code promo ${v.code} : un bonus de ${v.amount}. Misez ${v.multiplier} fois le bonus en ${v.days} jours.`,
  it: (v) =>
    `Coupon ${v.code}: un bonus di ${v.amount}. Punta ${v.multiplier} volte il bonus entro ${v.days} giorni.`,
  ja: (v) =>
    `クーポン ${v.code}：${v.amount}のボーナス。${v.days}日以内にボーナス額の${v.multiplier}倍をベットしてください。`,
  nb: (v) =>
    `Kupong ${v.code}: en bonus på ${v.amount}. Spill gjennom bonusen ${v.multiplier} ganger innen ${v.days} dager.`,
  pt: (v) =>
    `Cupom ${v.code}: um bônus de ${v.amount}. Aposte ${v.multiplier} vezes o bônus em ${v.days} dias.`,
  tr: (v) =>
    `${v.code} kuponu: ${v.amount} bonus. Bonusu ${v.days} gün içinde ${v.multiplier} kez çevir.`,
};

/** The bonus message in every locale, written once when the coupon is redeemed. */
export function couponBonusMessages(terms: {
  code: string;
  amountMinor: bigint;
  wageringMultiplier: number;
  validDays: number;
  currency: Currency;
}): BonusLang[] {
  return LOCALES.map((lang) => ({
    key: COUPON_BONUS_MESSAGE_KEY,
    lang,
    message: TEMPLATES[lang]({
      code: terms.code,
      amount: formatBonusMoney(terms.amountMinor, terms.currency, lang),
      multiplier: String(terms.wageringMultiplier),
      days: String(terms.validDays),
    }),
  }));
}
