import { passwordMaxLength, passwordMinLength, passwordProblem } from '../../../shared/password.ts';

// spec §5's password messages, apart from the other fields' (validation.ts): the login page
// checks only an address and a password, and loads no other rule (ADR 063)

export const passwordMessages = {
  passwordMissing: 'Veuillez saisir votre mot de passe.',
  passwordTooShort: `Votre mot de passe doit contenir au moins ${passwordMinLength}\u00a0caractères.`,
} as const;

export function passwordError(value: string): string | undefined {
  const problem = passwordProblem(value);
  if (problem === 'missing') return passwordMessages.passwordMissing;
  if (problem === 'tooLong')
    // the number as shared/too-long-message.ts writes it, without its module: the login page
    // loads no other rule (ADR 063)
    return `Votre mot de passe compte ${value.length.toLocaleString('fr-FR')}\u00a0caractères\u00a0: ${passwordMaxLength} au plus.`;
  return problem === 'tooShort' ? passwordMessages.passwordTooShort : undefined;
}
