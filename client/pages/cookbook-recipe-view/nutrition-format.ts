import { lazily } from '../../../shared/lazily.ts';

const decimal = lazily(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }));

/** A nutrient's weight per portion, « 12,5 g ». */
export const grams = (value: number) => `${decimal().format(value)}\u00a0g`;
