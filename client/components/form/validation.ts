import { nameMaxLength } from '../../../shared/account-fields.ts';
import { birthdayProblem, maximumAge, minimumAge } from '../../../shared/birthday.ts';
import { tooLongMessage } from '../../../shared/too-long-message.ts';
import { frenchPhone } from '../../../shared/french-phone.ts';
import { emailMessages } from './email-error.ts';
import { passwordMessages } from './password-error.ts';

// The French messages of the site's forms (spec §5), one wording everywhere: the login, the
// footer's newsletter, the landing's forms. Each returns the message, or undefined when valid.

export const formMessages = {
  ...emailMessages,
  ...passwordMessages,
  confirmationMissing: 'Veuillez confirmer votre mot de passe.',
  confirmationDifferent: 'Les mots de passe ne correspondent pas.',
  firstNameMissing: 'Veuillez saisir votre prénom.',
  lastNameMissing: 'Veuillez saisir votre nom.',
  termsNotAccepted: 'Veuillez accepter les conditions générales de vente pour créer votre compte.',
  codeMissing: 'Veuillez saisir le code reçu par e-mail.',
  codeMalformed: 'Le code reçu par e-mail compte 6 chiffres.',
  phoneInvalid: 'Ce numéro de téléphone n’est pas valide. Exemple\u00a0: 06 12 34 56 78',
  birthdayMalformed: 'Cette date de naissance n’est pas valide.',
  birthdayFuture: 'Votre date de naissance doit être passée.',
  birthdayImplausible: `Votre date de naissance doit correspondre à un âge de ${minimumAge} à ${maximumAge}\u00a0ans.`,
  currentPasswordMissing: 'Veuillez saisir votre mot de passe actuel.',
} as const;

/** The confirmation of the form's `password` field. */
export function confirmationError(value: string, values: Record<string, string>) {
  if (value === '') return formMessages.confirmationMissing;
  return value === values.password ? undefined : formMessages.confirmationDifferent;
}

/** A required text field, with its own message. */
export const requiredText = (message: string) => (value: string) =>
  value.trim() === '' ? message : undefined;

/** A first or last name: required, and refused whole past what an account keeps. */
export const requiredName = (missing: string) => (value: string) => {
  const name = value.trim();
  if (name === '') return missing;
  return name.length > nameMaxLength ? tooLongMessage(name.length, nameMaxLength) : undefined;
};

/** A required checkbox (posted as `on` when ticked). */
export const requiredTick = (message: string) => (value: string) =>
  value === '' ? message : undefined;

/** The reset code of the e-mail: six digits (the product API's). */
export function resetCodeError(value: string): string | undefined {
  const code = value.trim();
  if (code === '') return formMessages.codeMissing;
  return /^\d{6}$/.test(code) ? undefined : formMessages.codeMalformed;
}

/** An optional French phone number (shared/french-phone.ts). */
export function phoneError(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  return frenchPhone(value) === null ? formMessages.phoneInvalid : undefined;
}

/** An optional birthday, in the past and for a plausible age on `today` (ADR 048). */
export const birthdayError =
  (today: () => string) =>
  (value: string): string | undefined => {
    const problem = birthdayProblem(value.trim(), today());
    if (problem === 'malformed') return formMessages.birthdayMalformed;
    if (problem === 'future') return formMessages.birthdayFuture;
    return problem === 'implausible' ? formMessages.birthdayImplausible : undefined;
  };
