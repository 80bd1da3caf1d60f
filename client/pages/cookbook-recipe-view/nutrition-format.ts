import { formatNumber } from '../../../shared/format-fr.ts';

/** A nutrient's weight per portion, « 12,5 g ». */
export const grams = (value: number) => `${formatNumber(value, 1)}\u00a0g`;
