// What the account forms send (DESIGN §6), the same words on the site's both sides.

/** The longest first or last name an account keeps: the product API's registration takes 100. */
export const nameMaxLength = 100;

export interface Credentials {
  identifier: string;
  password: string;
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** spec §7's newsletter sign-up, with the account */
  newsletter: boolean;
}

export interface PasswordReset {
  email: string;
  code: string;
  password: string;
  passwordConfirmation: string;
}

/** Strapi's names for a password change (ADR 048). */
export interface PasswordChange {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}
