// Why a card payment was refused, as a French shopper reads it. The reasons are Adyen's
// `refusalReason` values (docs.adyen.com, « Refusal reasons »), which the product API answers
// as they are (spec §7: POST /discounts/pay-gift-card). Fraud suspicions are not told apart
// from a plain refusal: saying so would help whoever tests stolen cards.

const tryAnotherCard = 'Essayez avec une autre carte ou contactez votre banque.';

export const refusedMessage = `Votre banque a refusé le paiement. ${tryAnotherCard}`;

const reasons: Readonly<Record<string, string>> = Object.freeze({
  'Expired Card': `Cette carte a expiré. ${tryAnotherCard}`,
  'Expiry Date mismatch':
    'La date d’expiration ne correspond pas à cette carte. Vérifiez-la et réessayez.',
  'CVC Declined':
    'Le cryptogramme visuel ne correspond pas à cette carte. Vérifiez-le et réessayez.',
  'Not enough balance': `Le solde ou le plafond de cette carte ne permet pas ce paiement. ${tryAnotherCard}`,
  'Invalid Card Number': 'Ce numéro de carte n’est pas valide. Vérifiez-le et réessayez.',
  'Blocked Card': `Cette carte est bloquée. ${tryAnotherCard}`,
  'Restricted Card': `Cette carte ne permet pas ce paiement. ${tryAnotherCard}`,
  'Not supported': `Ce type de carte n’est pas accepté. ${tryAnotherCard}`,
  'Transaction Not Permitted': `Cette carte ne permet pas ce paiement. ${tryAnotherCard}`,
  'Issuer Unavailable':
    'Votre banque ne répond pas pour le moment. Réessayez dans quelques minutes.',
  'Acquirer Error':
    'Le paiement n’a pas abouti à cause d’une erreur technique. Aucun montant n’a été débité\u00a0: réessayez dans quelques minutes.',
  '3D Not Authenticated':
    'L’authentification auprès de votre banque n’a pas abouti. Réessayez ou utilisez une autre carte.',
  'Shopper Cancelled': 'Vous avez annulé le paiement. Aucun montant n’a été débité.',
  Cancelled: 'Le paiement a été annulé. Aucun montant n’a été débité.',
});

/** The French message of a refused or failed payment. */
export const refusalMessage = (reason: unknown): string =>
  typeof reason === 'string' && Object.hasOwn(reasons, reason)
    ? (reasons[reason] ?? refusedMessage)
    : refusedMessage;
