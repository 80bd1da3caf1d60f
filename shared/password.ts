// spec §5 and §9: a password is required, with at least 6 characters (counted as the product
// API counts them, in UTF-16 code units, so that both sides agree on every password).

export const passwordMinLength = 6;

export type PasswordProblem = 'missing' | 'tooShort';

/** What is wrong with a new or typed password, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length === 0) return 'missing';
  if (password.length < passwordMinLength) return 'tooShort';
  return null;
}

export const isValidPassword = (password: string): boolean => passwordProblem(password) === null;
