import {
  MARKETING_FIGURES as F,
  VIP_LEVEL_FIGURES,
  type VipLevelKey,
} from '@satsino/contract/content';
import { LOCALES, type Locale } from '@satsino/contract/locales';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';

/*
 * The figures the demo texts state (ADR 0003), by the names the data files use as placeholders:
 * `{welcomePercent}` in a text becomes 125, written the way its locale writes numbers ("10,000"
 * in English, "10.000" in German, "10 000" in Norwegian). No text types a figure by hand, so a
 * changed offer changes every page in every language at the next seed of a fresh database.
 */

function vip(key: VipLevelKey) {
  const level = VIP_LEVEL_FIGURES.find((candidate) => candidate.key === key);
  if (!level) throw new Error(`no VIP level ${key}`);
  return level;
}

const [deposit1Percent, deposit2Percent, deposit3Percent, deposit4Percent] = F.depositBonusPercents;
const [weeklyLow, weeklyMid, weeklyHigh] = F.weeklyCashback.tiers;

/** The worked examples of the cashback pages: a loss, and what it pays back at today's rates. */
const DAILY_EXAMPLE_LOSS = 250;
const WEEKLY_EXAMPLE_LOSS = 1_200;
const WEEKLY_EXAMPLE_DAILY_PAID = 60;

const FIGURES = {
  minDeposit: F.deposit.min,
  withdrawalMin: F.withdrawal.min,
  withdrawalMax: F.withdrawal.max,
  approvalMinutes: F.withdrawal.averageApprovalMinutes,
  welcomePercent: F.welcomeBonus.percent,
  welcomeMax: F.welcomeBonus.maxBonus,
  freeSpins: F.welcomeBonus.freeSpins,
  /** The bonus a minimum first deposit earns, and the deposit that earns the whole bonus. */
  welcomeBonusOnMinDeposit: (F.deposit.min * F.welcomeBonus.percent) / 100,
  welcomeDepositForMaxBonus: (F.welcomeBonus.maxBonus * 100) / F.welcomeBonus.percent,
  deposit1Percent,
  deposit2Percent,
  deposit3Percent,
  deposit4Percent,
  bonusMax: F.depositBonus.maxBonus,
  wagering: F.depositBonus.wageringMultiplier,
  bonusDays: F.depositBonus.validDays,
  maxBet: F.depositBonus.maxBetWhileWagering,
  spinValue: F.freeSpins.spinValueMinor / MINOR_UNITS_PER_MAJOR,
  spinWagering: F.freeSpins.winningsWageringMultiplier,
  spinDays: F.freeSpins.validDays,
  vipReload: F.vipReloadBonusPercent,
  daily: F.dailyCashback.percent,
  dailyMinLoss: F.dailyCashback.minNetLoss,
  dailyWagering: F.dailyCashback.wageringMultiplier,
  dailyExampleLoss: DAILY_EXAMPLE_LOSS,
  dailyExampleCashback: (DAILY_EXAMPLE_LOSS * F.dailyCashback.percent) / 100,
  weeklyMin: F.weeklyCashback.minPercent,
  weeklyMax: F.weeklyCashback.maxPercent,
  weeklyLowFrom: weeklyLow.minNetLoss,
  weeklyLowPercent: weeklyLow.percent,
  weeklyMidFrom: weeklyMid.minNetLoss,
  weeklyMidPercent: weeklyMid.percent,
  weeklyHighFrom: weeklyHigh.minNetLoss,
  weeklyHighPercent: weeklyHigh.percent,
  weeklyWagering: F.weeklyCashback.wageringMultiplier,
  weeklyExampleLoss: WEEKLY_EXAMPLE_LOSS,
  weeklyExampleBandCashback: (WEEKLY_EXAMPLE_LOSS * weeklyMid.percent) / 100,
  weeklyExampleDailyPaid: WEEKLY_EXAMPLE_DAILY_PAID,
  weeklyExampleCashback:
    (WEEKLY_EXAMPLE_LOSS * weeklyMid.percent) / 100 - WEEKLY_EXAMPLE_DAILY_PAID,
  silverWagered: vip('silver').minWagered,
  goldWagered: vip('gold').minWagered,
  platinumWagered: vip('platinum').minWagered,
  goldCashback: vip('gold').cashbackBps / 100,
  platinumCashback: vip('platinum').cashbackBps / 100,
  age: F.minimumAge,
} as const;

/** Money that is written with its cents even when they are round ("0.20"). */
const WITH_CENTS: ReadonlySet<string> = new Set(['spinValue']);

/** The coins the cashier accepts, in the order the wallet lists them, by their usual names. */
export const ADVERTISED_COINS = [
  ['Bitcoin', 'BTC'],
  ['Ethereum', 'ETH'],
  ['Litecoin', 'LTC'],
  ['Dogecoin', 'DOGE'],
  ['BNB', 'BNB'],
  ['Bitcoin Cash', 'BCH'],
  ['Tether', 'USDT'],
  ['USD Coin', 'USDC'],
  ['XRP', 'XRP'],
  ['TRON', 'TRX'],
  ['Monero', 'XMR'],
] as const;

/** How a locale writes numbers and lists: Intl's locale, and its own punctuation for a list. */
interface LocaleStyle {
  numbers: string;
  coin: (name: string, code: string) => string;
  listSeparator: string;
}

const WESTERN = (numbers: string): LocaleStyle => ({
  numbers,
  coin: (name, code) => `${name} (${code})`,
  listSeparator: ', ',
});

const LOCALE_STYLES: Record<Locale, LocaleStyle> = {
  en: WESTERN('en'),
  de: WESTERN('de'),
  es: WESTERN('es'),
  fi: WESTERN('fi'),
  fr: WESTERN('fr'),
  it: WESTERN('it'),
  ja: { numbers: 'ja', coin: (name, code) => `${name}（${code}）`, listSeparator: '、' },
  nb: WESTERN('nb'),
  pt: WESTERN('pt-BR'),
  tr: WESTERN('tr'),
};

/** Every placeholder's text in one locale. */
function placeholdersOf(locale: Locale): ReadonlyMap<string, string> {
  const style = LOCALE_STYLES[locale];
  const number = new Intl.NumberFormat(style.numbers);
  const money = new Intl.NumberFormat(style.numbers, { minimumFractionDigits: 2 });
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(FIGURES)) {
    values.set(name, (WITH_CENTS.has(name) ? money : number).format(value));
  }
  const coins = ADVERTISED_COINS.map(([name, code]) => style.coin(name, code));
  values.set('coins', coins.join(style.listSeparator));
  values.set('coinList', coins.map((coin) => `- ${coin}`).join('\n'));
  values.set('coinCodes', ADVERTISED_COINS.map(([, code]) => code).join(style.listSeparator));
  return values;
}

const PLACEHOLDERS: ReadonlyMap<Locale, ReadonlyMap<string, string>> = new Map(
  LOCALES.map((locale) => [locale, placeholdersOf(locale)]),
);

/** `{name}`: a placeholder. A text has no other use for braces around a name. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/**
 * The text with its figures filled in for the locale. An unknown placeholder is a mistake in the
 * data file (a typo, or a figure that does not exist): it throws, naming it.
 */
export function fillFigures(text: string, locale: Locale): string {
  const values = PLACEHOLDERS.get(locale);
  if (!values) throw new Error(`no placeholders for locale ${locale}`);
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`unknown placeholder ${whole}`);
    return value;
  });
}

/** The placeholders a text uses, to check a file that must not use figures (or only some). */
export const placeholdersIn = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
