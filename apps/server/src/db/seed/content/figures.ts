import {
  MARKETING_FIGURES as F,
  VIP_LEVEL_FIGURES,
  type VipLevelKey,
} from '@satsino/contract/content';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';

/**
 * The marketing figures (ADR 0003) in the shapes the texts need, so every locale writes its
 * sentences around the same numbers and none is ever typed by hand.
 */
function vip(key: VipLevelKey) {
  const level = VIP_LEVEL_FIGURES.find((candidate) => candidate.key === key);
  if (!level) throw new Error(`no VIP level ${key}`);
  return level;
}

/** Whole currency units the way a locale writes them ("10,000" in English). */
export const amount = (value: number, locale = 'en') => value.toLocaleString(locale);

export const figures = {
  minDeposit: F.deposit.min,
  withdrawalMin: F.withdrawal.min,
  withdrawalMax: F.withdrawal.max,
  approvalMinutes: F.withdrawal.averageApprovalMinutes,
  welcomePercent: F.welcomeBonus.percent,
  welcomeMax: F.welcomeBonus.maxBonus,
  freeSpins: F.welcomeBonus.freeSpins,
  depositPercents: F.depositBonusPercents,
  bonusMax: F.depositBonus.maxBonus,
  wagering: F.depositBonus.wageringMultiplier,
  bonusDays: F.depositBonus.validDays,
  maxBet: F.depositBonus.maxBetWhileWagering,
  spinValue: (F.freeSpins.spinValueMinor / MINOR_UNITS_PER_MAJOR).toFixed(2),
  spinWagering: F.freeSpins.winningsWageringMultiplier,
  spinDays: F.freeSpins.validDays,
  vipReload: F.vipReloadBonusPercent,
  daily: F.dailyCashback.percent,
  dailyMinLoss: F.dailyCashback.minNetLoss,
  dailyWagering: F.dailyCashback.wageringMultiplier,
  weeklyMin: F.weeklyCashback.minPercent,
  weeklyMax: F.weeklyCashback.maxPercent,
  weeklyTiers: F.weeklyCashback.tiers,
  weeklyWagering: F.weeklyCashback.wageringMultiplier,
  silverWagered: vip('silver').minWagered,
  goldWagered: vip('gold').minWagered,
  platinumWagered: vip('platinum').minWagered,
  goldCashback: vip('gold').cashbackBps / 100,
  platinumCashback: vip('platinum').cashbackBps / 100,
  age: F.minimumAge,
} as const;

/** The coins the cashier accepts, in the order the wallet lists them. */
export const COINS = [
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
] as const;
