import { isValidEmail } from '../../../shared/email.ts';

// spec §5's e-mail messages, apart from the other fields' (validation.ts): the footer's
// newsletter form checks only an address, on every page's initial JavaScript

export const emailMessages = {
  emailMissing: 'Veuillez saisir votre adresse e-mail.',
  emailInvalid: 'Cette adresse e-mail n’est pas valide. Exemple\u00a0: prenom.nom@exemple.fr',
} as const;

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return emailMessages.emailMissing;
  return isValidEmail(email) ? undefined : emailMessages.emailInvalid;
}
