import { figures as f, amount as formatAmount } from '../../figures.js';

/** Whole currency units the way this locale writes them (the figures stay those of `figures.ts`). */
export const amount = (value: number) => formatAmount(value, 'fr');

/** The value of one free spin, with this locale's decimal separator. */
export const spinValue = Number(f.spinValue).toLocaleString('fr', { minimumFractionDigits: 2 });
