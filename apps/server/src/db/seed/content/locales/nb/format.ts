import { amount, figures as f } from '../../figures.js';

/** Figures the Norwegian way: "10 000", "125 %", "0,20". The numbers still come from figures.ts. */
export const amt = (value: number) => amount(value, 'nb');
export const pct = (value: number) => `${value}\u00a0%`;
export const spinValue = f.spinValue.replace('.', ',');
