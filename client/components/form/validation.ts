import { isValidEmail } from '../../../shared/email.ts';
import { passwordMinLength, passwordProblem } from '../../../shared/password.ts';

// The French messages of the site's forms (spec §5), one wording everywhere: the login, the
// footer's newsletter, the landing's forms. Each returns the message, or undefined when valid.

export const formMessages = {
  emailMissing: 'Veuillez saisir votre adresse e-mail.',
  emailInvalid: 'Cette adresse e-mail n’est pas valide. Exemple\u00a0: prenom.nom@exemple.fr',
  passwordMissing: 'Veuillez saisir votre mot de passe.',
  passwordTooShort: `Votre mot de passe doit contenir au moins ${passwordMinLength}\u00a0caractères.`,
  confirmationMissing: 'Veuillez confirmer votre mot de passe.',
  confirmationDifferent: 'Les mots de passe ne correspondent pas.',
} as const;

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return formMessages.emailMissing;
  return isValidEmail(email) ? undefined : formMessages.emailInvalid;
}

export function passwordError(value: string): string | undefined {
  const problem = passwordProblem(value);
  if (problem === 'missing') return formMessages.passwordMissing;
  return problem === 'tooShort' ? formMessages.passwordTooShort : undefined;
}
