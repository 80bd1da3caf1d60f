// spec §8 and DESIGN §7: the product API's English messages, as a French visitor reads them.

import { fallbackErrorMessage } from './fallback-error-message.ts';
import {
  isSiteErrorMessage,
  tooManyAttemptsLaterMessage,
  unavailableMessage,
} from './site-error-messages.ts';

export { fallbackErrorMessage };

const contactSupport = 'contactez notre service client.';

/** spec §8, "Known server messages", in its order. */
export const frenchServerMessages: Readonly<Record<string, string>> = Object.freeze({
  'Invalid identifier or password': 'Adresse e-mail ou mot de passe incorrect.',
  'Identifier or password is a required field':
    'Veuillez renseigner les champs «\u00a0Adresse e-mail\u00a0» et «\u00a0Mot de passe\u00a0».',
  'Incorrect code provided': 'Le code de réinitialisation est incorrect ou a expiré.',
  'Account blocked by an administrator':
    'Votre compte a été désactivé par notre service client. Contactez-nous pour le réactiver.',
  'Password under 6 characters': 'Votre mot de passe doit contenir au moins 6\u00a0caractères.',
  'Missing password or identifier': 'Veuillez saisir votre adresse e-mail et votre mot de passe.',
  'Cannot suspend first order': 'Votre première commande ne peut pas être suspendue.',
  'code not found': 'Ce code n’existe pas ou a expiré.',
  'unable to create order':
    'Votre commande n’a pas pu être créée. Rechargez la page ou contactez notre service après-vente.',
  'You cannot reactivate this order anymore': `Cette commande ne peut plus être réactivée\u00a0: ${contactSupport}`,
  'Email already taken': 'Un compte existe déjà avec cette adresse e-mail.',
  'Email or username already taken': 'Un compte existe déjà avec cette adresse e-mail.',
  'Username already taken': 'Un compte existe déjà avec cet identifiant.',
  'Bad Request': 'Votre demande n’a pas pu être traitée. Vérifiez les informations saisies.',
  Forbidden: 'Accès interdit.',
  Unauthorized: 'Non autorisé.',
  'Internal Server Error':
    'Une erreur est survenue de notre côté. Veuillez réessayer dans quelques instants.',
  'Invalid relations': 'Certaines informations envoyées ne sont pas valides. Veuillez réessayer.',
  'Invalid token': 'Votre session n’est plus valide. Veuillez vous reconnecter.',
  'Token expired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'Method Not Allowed': 'Cette action n’est pas autorisée.',
  'Missing or invalid credentials': 'Veuillez vous connecter pour continuer.',
  'Not Found': 'Ce contenu est introuvable.',
  'Record not found': 'Cet élément est introuvable.',
  'This attribute must be unique': 'Cette information est déjà enregistrée.',
  'Not allowed to access this resource': 'Vous n’avez pas accès à ce contenu.',
  'Invalid JSON: only objects or arrays accepted':
    'Votre demande n’a pas pu être lue. Veuillez réessayer.',
  'Card creation impossible: customer reference missing': `Votre carte n’a pas pu être enregistrée\u00a0: ${contactSupport}`,
  'Payment method not provided': `Aucun moyen de paiement n’a été transmis\u00a0: ${contactSupport}`,
  'Order reference not found in the payment response': `Nous n’avons pas pu confirmer votre paiement\u00a0: ${contactSupport}`,
  'An error occurred': fallbackErrorMessage,
  // Not in spec §8: validation messages of the embedded product API that a visitor can cause.
  'Passwords do not match': 'Les mots de passe ne correspondent pas.',
  'Invalid card number': 'Le numéro de carte est invalide.',
  'Invalid CVC': 'Le cryptogramme visuel est invalide.',
  'Invalid card expiry date': 'La date d’expiration de la carte est invalide.',
  'Too many requests, please try again later.': tooManyAttemptsLaterMessage,
  // ADR 039: the funnel's calls
  'Subscription already exists':
    'Vous êtes déjà abonné : retrouvez votre abonnement dans votre compte.',
  'Subscription not found':
    'Choisissez d’abord votre formule (nombre de personnes et de recettes).',
  // ADR 047: the subscriber's subscription
  'Subscription already paused': 'Votre abonnement est déjà en pause.',
  'Subscription is suspended':
    'Votre abonnement est suspendu\u00a0: réactivez-le avant de le mettre en pause.',
  'Subscription already active':
    'Votre abonnement est déjà actif\u00a0: il n’y a rien à réactiver.',
  'First order already paid': 'Votre première box est déjà payée.',
  'Order already paid': 'Cette commande est déjà payée.',
  'Gift card already used': 'Cette carte cadeau a déjà été utilisée.',
  // ADR 034: a payment form sent again after its attempt was used for other details
  'Idempotency key already used for another request':
    'Ce paiement a déjà été envoyé avec d’autres informations. Vérifiez-les et validez à nouveau.',
  'Service Unavailable': unavailableMessage,
  // ADR 048: the subscriber's profile and cards
  'The provided current password is invalid': 'Votre mot de passe actuel est incorrect.',
  'Your new password must be different than your current password':
    'Votre nouveau mot de passe doit être différent de l’actuel.',
  // ADR 054: the first box paid with the card just saved, which someone removed meanwhile
  'PaymentDetail not found': 'Cette carte n’est plus enregistrée\u00a0: saisissez-la à nouveau.',
  'Cannot remove the last card of an active subscription':
    'Cette carte règle vos prochaines box\u00a0: ajoutez-en une autre avant de la retirer.',
});

const exact: ReadonlyMap<string, string> = new Map(Object.entries(frenchServerMessages));
const byLowerCase: ReadonlyMap<string, string> = new Map(
  [...exact].map(([english, french]) => [english.toLowerCase(), french]),
);
const frenchMessages: ReadonlySet<string> = new Set([
  fallbackErrorMessage,
  ...Object.values(frenchServerMessages),
]);
// Strapi's ValidationError with several issues (spec §8: generic error).
const severalErrors = /^\d+ errors occurred$/i;

/**
 * The toast text for a failed call, from the body the API answered (parsed JSON, or its text).
 * spec §8's order: the Strapi error message `{ error: { message } }`, else a `message`, else the
 * body itself when it is a string. The first of these present decides.
 */
export function frenchErrorMessage(error: unknown): string {
  const message = serverMessage(error) ?? responseMessage(error) ?? rawResponse(error);
  return message === undefined ? fallbackErrorMessage : toFrench(message);
}

/**
 * Only our own French sentences are ever shown: an unknown message is English (or a stack, a
 * proxy's page, an internal detail) on a French site, and nothing the server says can reach
 * the page unescaped through a notification that allows HTML (spec §9). Our French sentences
 * map to themselves, so mapping twice is harmless.
 */
function toFrench(message: string): string {
  const key = message.trim();
  if (frenchMessages.has(key) || isSiteErrorMessage(key)) return key;
  if (severalErrors.test(key)) return fallbackErrorMessage;
  return exact.get(key) ?? byLowerCase.get(key.toLowerCase()) ?? fallbackErrorMessage;
}

function serverMessage(body: unknown): string | undefined {
  return isObject(body) && isObject(body.error) ? nonEmpty(body.error.message) : undefined;
}

function responseMessage(body: unknown): string | undefined {
  return isObject(body) ? nonEmpty(body.message) : undefined;
}

function rawResponse(body: unknown): string | undefined {
  const text = nonEmpty(body);
  // an HTML page (a proxy's or a framework's error page) is never a message
  return text?.trimStart().startsWith('<') ? undefined : text;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
