// spec §5 and §9: a password is required, with at least 6 characters (counted as the product
// API counts them, in UTF-16 code units, so that both sides agree on every password).

export const passwordMinLength = 6;
/** what the product API keeps of a password: a longer one is refused, never cut */
export const passwordMaxLength = 200;
/**
 * How much of a posted password a form reads: more than the longest password accepted, so that a longer
 * one is refused whole, its length said, rather than cut into another password.
 */
export const postedPasswordLength = 2_000;

export type PasswordProblem = 'missing' | 'tooShort' | 'tooLong';

/** What is wrong with a new or typed password, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length === 0) return 'missing';
  if (password.length < passwordMinLength) return 'tooShort';
  if (password.length > passwordMaxLength) return 'tooLong';
  return null;
}

export const isValidPassword = (password: string): boolean => passwordProblem(password) === null;
