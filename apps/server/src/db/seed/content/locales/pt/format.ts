import { amount, figures as f } from '../../figures.js';

/** Figures the Brazilian way: "10.000", "0,20". The numbers still come from figures.ts. */
export const amt = (value: number) => amount(value, 'pt-BR');
export const spinValue = f.spinValue.replace('.', ',');
