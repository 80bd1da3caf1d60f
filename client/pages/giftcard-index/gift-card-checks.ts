import { formatNumber } from '../../../shared/format-fr.ts';
import { isValidEmail } from '../../../shared/email.ts';
import { tooLongMessage } from '../../../shared/too-long-message.ts';
import {
  giftCardAmounts,
  giftCardMessageMaxLength,
  isGiftCardAmount,
  messageLength,
} from '../../../shared/gift-card.ts';
import type { FieldChecks } from '../../components/form/check-fields.ts';
import { emailError } from '../../components/form/email-error.ts';

export type OrderField = 'amount' | 'email' | 'recipientName' | 'recipientEmail' | 'message';

/** The recipient's name as the product API keeps it: 80 characters at most. */
export const recipientNameMaxLength = 80;

export const giftCardMessages = {
  amountMissing: `Choisissez le montant de la carte\u00a0: ${giftCardAmounts.join(', ').replace(/, (\d+)$/, ' ou $1')}\u00a0€.`,
  recipientNameMissing: 'Veuillez saisir le nom de la personne à qui vous offrez la carte.',
  recipientEmailInvalid: `L’adresse e-mail du bénéficiaire n’est pas valide. Exemple\u00a0: prenom.nom@exemple.fr`,
} as const;

const messageError = (value: string) => {
  const length = messageLength(value);
  return length > giftCardMessageMaxLength
    ? `Votre message compte ${formatNumber(length)}\u00a0caractères\u00a0: ${giftCardMessageMaxLength} au plus.`
    : undefined;
};

/** The order of a gift card: its amount, the buyer, the recipient and a word (spec §3). */
export const orderChecks: FieldChecks<OrderField> = {
  amount: (value) =>
    /^\d+$/.test(value) && isGiftCardAmount(Number(value))
      ? undefined
      : giftCardMessages.amountMissing,
  email: emailError,
  recipientName: (value) => {
    const name = value.trim();
    if (name === '') return giftCardMessages.recipientNameMissing;
    // counted as the product API counts it (UTF-16 units): a name it would refuse never leaves
    return name.length > recipientNameMaxLength
      ? tooLongMessage(name.length, recipientNameMaxLength)
      : undefined;
  },
  recipientEmail: (value) =>
    value.trim() === '' || isValidEmail(value.trim())
      ? undefined
      : giftCardMessages.recipientEmailInvalid,
  message: messageError,
};
