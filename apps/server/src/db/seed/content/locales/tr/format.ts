import { amount, figures as f } from '../../figures.js';

/** Figures the Turkish way: "10.000", "%125", "0,20". The numbers still come from figures.ts. */
export const amt = (value: number) => amount(value, 'tr');
export const pct = (value: number) => `%${value}`;
export const spinValue = f.spinValue.replace('.', ',');
