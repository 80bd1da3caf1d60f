import { parisToday } from '../../../shared/french-dates.ts';
import type { FieldChecks } from '../../components/form/check-fields.ts';
import {
  birthdayError,
  confirmationError,
  formMessages,
  phoneError,
  requiredName,
  requiredText,
} from '../../components/form/validation.ts';
import { passwordError } from '../../components/form/password-error.ts';
import { emailError } from '../../components/form/email-error.ts';

export type ProfileField = 'firstName' | 'lastName' | 'phoneNumber' | 'email' | 'birthday';
export type PasswordField = 'currentPassword' | 'password' | 'passwordConfirmation';

/** spec §3's details with spec §5's messages; the birthday checked against today in Paris. */
export const profileChecks = (now: () => Date): FieldChecks<ProfileField> => ({
  firstName: requiredName(formMessages.firstNameMissing),
  lastName: requiredName(formMessages.lastNameMissing),
  phoneNumber: phoneError,
  email: emailError,
  birthday: birthdayError(() => parisToday(now())),
});

/** spec §5: the current password, then a new one of 6 characters at least, twice. */
export const passwordChecks: FieldChecks<PasswordField> = {
  currentPassword: requiredText(formMessages.currentPasswordMissing),
  password: passwordError,
  passwordConfirmation: confirmationError,
};
