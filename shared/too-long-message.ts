import { formatNumber } from './format-fr.ts';

// What a form says of a field longer than what is kept: the same words on every form (the
// delivery step's address, the account's names), refused whole, never cut.

/** « Ce champ compte 81 caractères : 80 au plus. », « 2 001 caractères : 2 000 au plus » */
export const tooLongMessage = (length: number, max: number): string =>
  `Ce champ compte ${formatNumber(length)}\u00a0caractères\u00a0: ${formatNumber(max)} au plus.`;
