// Marketing figures: one value for each offer of SPEC §1 (docs/decisions/0003-marketing-figures.md).

/**
 * Every figure the site's marketing states. SPEC §1 contradicts itself in places; ADR 0003 records
 * the value chosen for each and why. Texts (seed, web) build their numbers from here, so a
 * promotion, a banner and the VIP page can never disagree. Amounts are whole units of the
 * player's account currency (USD or EUR).
 */
export const MARKETING_FIGURES = {
  /** Deposit bonus of the nth deposit (index 0 = first), SPEC §9 "indexed by total_deposits < 4". */
  depositBonusPercents: [125, 100, 50, 25],
  welcomeBonus: { percent: 125, maxBonus: 500, freeSpins: 100 },
  depositBonus: { maxBonus: 500, wageringMultiplier: 30, validDays: 30, maxBetWhileWagering: 5 },
  freeSpins: { spinValueMinor: 20, winningsWageringMultiplier: 30, validDays: 7 },
  /** From the fifth deposit on: the Bronze "10% bonus" of SPEC §1, kept by every higher level. */
  vipReloadBonusPercent: 10,
  dailyCashback: { percent: 10, minNetLoss: 10, wageringMultiplier: 1 },
  weeklyCashback: {
    minPercent: 10,
    maxPercent: 30,
    /** The rate grows with the week's net losses. */
    tiers: [
      { minNetLoss: 100, percent: 10 },
      { minNetLoss: 1_000, percent: 20 },
      { minNetLoss: 5_000, percent: 30 },
    ],
    wageringMultiplier: 1,
  },
  deposit: { min: 100 },
  withdrawal: { min: 10, max: 500, averageApprovalMinutes: 10 },
  minimumAge: 18,
} as const;
