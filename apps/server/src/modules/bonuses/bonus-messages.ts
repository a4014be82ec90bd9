import type { BonusLang } from '@satsino/contract/bonuses';
import { LOCALES, type Locale } from '@satsino/contract/locales';
import { type Currency, MINOR_UNITS_PER_MAJOR, toApiMinorUnits } from '@satsino/contract/money';

/**
 * The bonus messages of SPEC §3 (`bonus_message` and its `lang` list), written once when the bonus
 * is made so the terms a player was shown never change under them. One sentence per locale; the
 * figures come from the bonus row, which takes them from MARKETING_FIGURES.
 */

type Template = (values: Record<string, string>) => string;

const DEPOSIT_TEMPLATES: Record<Locale, Template> = {
  en: (v) =>
    `${v.percent}% bonus on deposit ${v.n}, up to ${v.max}. Wager ${v.multiplier}× the bonus within ${v.days} days.`,
  de: (v) =>
    `${v.percent} % Bonus auf die ${v.n}. Einzahlung, bis zu ${v.max}. Bonus innerhalb von ${v.days} Tagen ${v.multiplier}-mal umsetzen.`,
  es: (v) =>
    `Bono del ${v.percent} % en tu depósito n.º ${v.n}, hasta ${v.max}. Apuesta ${v.multiplier} veces el bono en ${v.days} días.`,
  fi: (v) =>
    `${v.percent} %:n bonus ${v.n}. talletuksesta, enintään ${v.max}. Kierrätä bonus ${v.multiplier} kertaa ${v.days} päivän kuluessa.`,
  fr: (v) =>
    `Bonus de ${v.percent} % sur votre dépôt n° ${v.n}, jusqu’à ${v.max}. Misez ${v.multiplier} fois le bonus en ${v.days} jours.`,
  it: (v) =>
    `Bonus del ${v.percent}% sul deposito n. ${v.n}, fino a ${v.max}. Punta ${v.multiplier} volte il bonus entro ${v.days} giorni.`,
  ja: (v) =>
    `${v.n}回目の入金に${v.percent}%ボーナス（最大${v.max}）。${v.days}日以内にボーナス額の${v.multiplier}倍をベットしてください。`,
  nb: (v) =>
    `${v.percent} % bonus på innskudd nr. ${v.n}, opptil ${v.max}. Spill gjennom bonusen ${v.multiplier} ganger innen ${v.days} dager.`,
  pt: (v) =>
    `Bônus de ${v.percent}% no depósito n.º ${v.n}, até ${v.max}. Aposte ${v.multiplier} vezes o bônus em ${v.days} dias.`,
  tr: (v) =>
    `${v.n}. yatırıma %${v.percent} bonus, en fazla ${v.max}. Bonusu ${v.days} gün içinde ${v.multiplier} kez çevir.`,
};

const OPERATOR_TEMPLATES: Record<Locale, Template> = {
  en: (v) =>
    `A bonus of ${v.amount} from the casino. Wager ${v.multiplier}× the bonus within ${v.days} days.`,
  de: (v) =>
    `Ein Bonus über ${v.amount} vom Casino. Bonus innerhalb von ${v.days} Tagen ${v.multiplier}-mal umsetzen.`,
  es: (v) =>
    `Un bono de ${v.amount} del casino. Apuesta ${v.multiplier} veces el bono en ${v.days} días.`,
  fi: (v) =>
    `Kasinon lahjoittama ${v.amount} bonus. Kierrätä bonus ${v.multiplier} kertaa ${v.days} päivän kuluessa.`,
  fr: (v) =>
    `Un bonus de ${v.amount} offert par le casino. Misez ${v.multiplier} fois le bonus en ${v.days} jours.`,
  it: (v) =>
    `Un bonus di ${v.amount} dal casinò. Punta ${v.multiplier} volte il bonus entro ${v.days} giorni.`,
  ja: (v) =>
    `カジノからの${v.amount}のボーナス。${v.days}日以内にボーナス額の${v.multiplier}倍をベットしてください。`,
  nb: (v) =>
    `En bonus på ${v.amount} fra kasinoet. Spill gjennom bonusen ${v.multiplier} ganger innen ${v.days} dager.`,
  pt: (v) =>
    `Um bônus de ${v.amount} do cassino. Aposte ${v.multiplier} vezes o bônus em ${v.days} dias.`,
  tr: (v) =>
    `Kumarhaneden ${v.amount} bonus. Bonusu ${v.days} gün içinde ${v.multiplier} kez çevir.`,
};

/** An amount as the locale writes money: "$500", "500 €", "500,00 $". */
export function formatBonusMoney(minor: bigint, currency: Currency, locale: Locale): string {
  const whole = minor % BigInt(MINOR_UNITS_PER_MAJOR) === 0n;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  // Checked: past 2^53 minor units the text would silently show another amount.
  return format.format(toApiMinorUnits(minor) / MINOR_UNITS_PER_MAJOR);
}

/** SPEC §9: the message key of a deposit bonus is indexed by the deposits made before it. */
export const depositBonusMessageKey = (depositIndex: number) => `deposit_bonus_${depositIndex}`;
export const OPERATOR_BONUS_MESSAGE_KEY = 'operator_bonus';

export function depositBonusMessages(terms: {
  depositIndex: number;
  percent: number;
  maxBonusMinor: bigint;
  wageringMultiplier: number;
  validDays: number;
  currency: Currency;
}): BonusLang[] {
  const key = depositBonusMessageKey(terms.depositIndex);
  return LOCALES.map((lang) => ({
    key,
    lang,
    message: DEPOSIT_TEMPLATES[lang]({
      percent: String(terms.percent),
      n: String(terms.depositIndex + 1),
      max: formatBonusMoney(terms.maxBonusMinor, terms.currency, lang),
      multiplier: String(terms.wageringMultiplier),
      days: String(terms.validDays),
    }),
  }));
}

export function operatorBonusMessages(terms: {
  amountMinor: bigint;
  wageringMultiplier: number;
  validDays: number;
  currency: Currency;
}): BonusLang[] {
  return LOCALES.map((lang) => ({
    key: OPERATOR_BONUS_MESSAGE_KEY,
    lang,
    message: OPERATOR_TEMPLATES[lang]({
      amount: formatBonusMoney(terms.amountMinor, terms.currency, lang),
      multiplier: String(terms.wageringMultiplier),
      days: String(terms.validDays),
    }),
  }));
}

/** The message in the player's language, else English, else the first there is. */
export function messageFor(messages: readonly BonusLang[], locale: string): string {
  return (
    messages.find((entry) => entry.lang === locale)?.message ??
    messages.find((entry) => entry.lang === 'en')?.message ??
    messages[0]?.message ??
    ''
  );
}
