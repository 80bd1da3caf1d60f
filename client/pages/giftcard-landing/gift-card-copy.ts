import { formatPrice } from '../../../shared/format-fr.ts';
import { giftCardAmounts } from '../../../shared/gift-card.ts';

const alternatives = new Intl.ListFormat('fr-FR', { type: 'disjunction' });

/** « 30 €, 50 €, 80 € ou 100 € » */
export const amountChoices = alternatives.format(giftCardAmounts.map(formatPrice));
