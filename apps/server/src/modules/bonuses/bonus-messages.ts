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

/** The welcome offer's free spins, said after its deposit sentence. */
const FREE_SPIN_TEMPLATES: Record<Locale, Template> = {
  en: (v) =>
    `Plus ${v.spins} free spins worth ${v.stake} each on ${v.games}, valid ${v.days} days from the deposit; wager their winnings ${v.multiplier}×.`,
  de: (v) =>
    `Dazu ${v.spins} Freispiele zu je ${v.stake} auf ${v.games}, gültig ${v.days} Tage ab der Einzahlung; Gewinne daraus ${v.multiplier}-mal umsetzen.`,
  es: (v) =>
    `Además, ${v.spins} giros gratis de ${v.stake} cada uno en ${v.games}, válidos ${v.days} días desde el depósito; apuesta sus ganancias ${v.multiplier} veces.`,
  fi: (v) =>
    `Lisäksi ${v.spins} ilmaiskierrosta, arvoltaan ${v.stake} kukin, peleihin ${v.games}, voimassa ${v.days} päivää talletuksesta; kierrätä niiden voitot ${v.multiplier} kertaa.`,
  fr: (v) =>
    `En plus, ${v.spins} tours gratuits de ${v.stake} chacun sur ${v.games}, valables ${v.days} jours après le dépôt ; misez leurs gains ${v.multiplier} fois.`,
  it: (v) =>
    `In più ${v.spins} giri gratis da ${v.stake} ciascuno su ${v.games}, validi ${v.days} giorni dal deposito; punta le vincite ${v.multiplier} volte.`,
  ja: (v) =>
    `さらに${v.games}で1回${v.stake}のフリースピン${v.spins}回（入金から${v.days}日間有効）。獲得金は${v.multiplier}倍のベットが必要です。`,
  nb: (v) =>
    `I tillegg ${v.spins} gratisspinn à ${v.stake} på ${v.games}, gyldige i ${v.days} dager fra innskuddet; spill gjennom gevinstene ${v.multiplier} ganger.`,
  pt: (v) =>
    `Mais ${v.spins} rodadas grátis de ${v.stake} cada em ${v.games}, válidas por ${v.days} dias a partir do depósito; aposte os ganhos ${v.multiplier} vezes.`,
  tr: (v) =>
    `Ayrıca ${v.games} oyunlarında her biri ${v.stake} değerinde ${v.spins} bedava dönüş, yatırımdan itibaren ${v.days} gün geçerli; kazançları ${v.multiplier} kez çevir.`,
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
  freeSpins?: {
    total: number;
    stakeMinor: number;
    wageringMultiplier: number;
    validDays: number;
    gameNames: string[];
  } | null;
}): BonusLang[] {
  const key = depositBonusMessageKey(terms.depositIndex);
  const spins = terms.freeSpins;
  return LOCALES.map((lang) => {
    const deposit = DEPOSIT_TEMPLATES[lang]({
      percent: String(terms.percent),
      n: String(terms.depositIndex + 1),
      max: formatBonusMoney(terms.maxBonusMinor, terms.currency, lang),
      multiplier: String(terms.wageringMultiplier),
      days: String(terms.validDays),
    });
    if (!spins || spins.total <= 0) return { key, lang, message: deposit };
    const spinText = FREE_SPIN_TEMPLATES[lang]({
      spins: String(spins.total),
      stake: formatBonusMoney(BigInt(spins.stakeMinor), terms.currency, lang),
      games: new Intl.ListFormat(lang, { type: 'conjunction' }).format(spins.gameNames),
      days: String(spins.validDays),
      multiplier: String(spins.wageringMultiplier),
    });
    return { key, lang, message: `${deposit} ${spinText}` };
  });
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
