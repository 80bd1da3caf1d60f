import { nameMaxLength } from './account-fields.ts';
// The delivery step's French messages (ADR 043): what the form says before sending, and what
// the product API's refusals of `POST /orders` mean (README "Funnel": a 400 whose
// `details.errors` lists `{ path, message }`), each said beside the field it is about.

/** The delivery form's fields, as it posts them. */
export type DeliveryField =
  | 'firstName'
  | 'lastName'
  | 'addressLine1'
  | 'addressLine2'
  | 'postcode'
  | 'city'
  | 'phone'
  | 'instructions'
  | 'deliveryDate'
  | 'slot'
  | 'couponCode'
  | 'giftCardCode';

/** What the product API keeps of each line of the address (product-api/orders/delivery-address.ts). */
export const deliveryLimits = {
  // the account's own limit: the step is filled from the account (a name registration took
  // must go through)
  firstName: nameMaxLength,
  lastName: nameMaxLength,
  addressLine1: 200,
  addressLine2: 200,
  city: 100,
  instructions: 500,
} as const;

export const deliveryMessages = {
  firstNameMissing: 'Veuillez saisir votre prénom.',
  lastNameMissing: 'Veuillez saisir votre nom.',
  addressMissing: 'Veuillez saisir votre adresse (numéro et rue).',
  postcodeMissing: 'Veuillez saisir votre code postal.',
  postcodeMalformed: 'Le code postal compte 5\u00a0chiffres, par exemple 75011.',
  postcodeNotFrench: 'Ce code postal n’existe pas en France.',
  postcodeNotDelivered:
    'Nous livrons la France métropolitaine, Corse comprise, et les départements d’outre-mer (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte)\u00a0: ce code postal n’en fait pas partie.',
  cityMissing: 'Veuillez saisir votre ville.',
  phoneMissing: 'Veuillez saisir votre numéro de téléphone.',
  phoneInvalid:
    'Ce numéro n’est pas un numéro de téléphone français. Exemple\u00a0: 06\u00a012\u00a034\u00a056\u00a078',
  lineInvalid: 'Ce champ tient sur une ligne.',
  dateMissing: 'Choisissez le jour de votre première livraison.',
  dateNotOffered:
    'Ce jour n’est pas proposé pour cette semaine\u00a0: choisissez l’un des jours de la liste.',
  dateClosed:
    'Les commandes pour ce jour sont closes\u00a0: choisissez l’un des jours encore proposés.',
  slotMissing: 'Choisissez un créneau de livraison.',
  slotNotOffered: 'Ce créneau n’est pas proposé\u00a0: choisissez l’un des créneaux de la liste.',
  couponRefused: 'Ce code promo n’existe pas ou a expiré.',
  giftCardRefused: 'Cette carte cadeau n’existe pas, a déjà été utilisée ou a expiré.',
  basketRecipes:
    'Certaines recettes de votre panier ne sont pas au menu de cette semaine\u00a0: choisissez-les à nouveau.',
  basketCount:
    'Votre panier ne compte pas autant de recettes que votre box\u00a0: choisissez-les à nouveau.',
  basketWeek:
    'Les commandes de cette semaine sont closes\u00a0: choisissez vos recettes d’une semaine à venir.',
} as const;

/** A refusal the product API explained: on a field of the form, or about the basket itself. */
export type FirstOrderIssue = { field: DeliveryField; message: string } | { basket: string };

// the address's keys in `delivery` (README "Funnel") and the form's fields
const addressFields: Record<string, DeliveryField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  postcode: 'postcode',
  city: 'city',
  phone: 'phone',
  instructions: 'instructions',
};

const postcodeMessages: Record<string, string> = {
  'postcode must be 5 digits': deliveryMessages.postcodeMalformed,
  'postcode is not a French postcode': deliveryMessages.postcodeNotFrench,
  'postcode is outside the delivery area (the départements of France)':
    deliveryMessages.postcodeNotDelivered,
};

function addressIssue(key: unknown, message: string): FirstOrderIssue | undefined {
  const field = typeof key === 'string' ? addressFields[key] : undefined;
  if (!field) return undefined;
  if (field === 'postcode')
    return { field, message: postcodeMessages[message] ?? deliveryMessages.postcodeNotFrench };
  if (field === 'phone') return { field, message: deliveryMessages.phoneInvalid };
  return { field, message: deliveryMessages.lineInvalid };
}

/**
 * The French meaning of one of `POST /orders`'s `details.errors` (README "Funnel"), or
 * undefined for a path the form has nothing to say about (the page then says spec §8's
 * « Bad Request »).
 */
export function firstOrderIssue(issue: {
  path: readonly unknown[];
  message: string;
}): FirstOrderIssue | undefined {
  const [head, key] = issue.path;
  switch (head) {
    case 'delivery':
      return addressIssue(key, issue.message);
    case 'delivery_date':
      return {
        field: 'deliveryDate',
        message: issue.message.startsWith('orders for ')
          ? deliveryMessages.dateClosed
          : deliveryMessages.dateNotOffered,
      };
    case 'slot':
      return { field: 'slot', message: deliveryMessages.slotNotOffered };
    case 'coupon_code':
      return { field: 'couponCode', message: deliveryMessages.couponRefused };
    case 'gift_card_code':
      return { field: 'giftCardCode', message: deliveryMessages.giftCardRefused };
    case 'recipes':
      // a count or a repeat is about the whole list; an id, about one of its recipes
      return {
        basket: key === undefined ? deliveryMessages.basketCount : deliveryMessages.basketRecipes,
      };
    case 'week':
      return { basket: deliveryMessages.basketWeek };
    default:
      return undefined;
  }
}
