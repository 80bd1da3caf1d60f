import { data } from 'react-router-dom';
import { checkFields, type FieldChecks } from '../../components/form/check-fields.ts';
import { confirmationError, resetCodeError } from '../../components/form/validation.ts';
import { passwordError } from '../../components/form/password-error.ts';
import { emailError } from '../../components/form/email-error.ts';
import { formField } from '../../routes/form-field.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { sessionOpened } from '../../routes/session-opened.ts';
import { postedEmailLength } from '../../../shared/email.ts';
import { frenchServerMessages } from '../../../shared/errors.ts';
import { postedPasswordLength } from '../../../shared/password.ts';

export const emailStepChecks: FieldChecks<'email'> = { email: emailError };

/** spec §5: the code received, a password of 6 characters at least and its confirmation. */
export const codeStepChecks: FieldChecks<'code' | 'password' | 'passwordConfirmation'> = {
  code: resetCodeError,
  password: passwordError,
  passwordConfirmation: confirmationError,
};

/** Where the form is: the e-mail to send a code to, then the code and the new password. */
export interface PasswordResetAnswer {
  step: 'email' | 'code';
  email: string;
  /** the code typed, back in its field after a refusal (the passwords are typed again) */
  code?: string;
  fieldErrors?: Partial<Record<'email' | 'code' | 'password' | 'passwordConfirmation', string>>;
  /** spec §8's French message of a refusal */
  message?: string;
}

/**
 * « Mot de passe oublié » in two posts of the same page: `step=email` asks the product API for
 * a code (the answer is the same whether an account has the address or not), `step=code`
 * sends the code with the new password; success opens the session.
 */
export async function action({ request, deps }: PageActionArgs) {
  const form = await request.formData();
  const email = formField(form, 'email', postedEmailLength).trim();
  // the code step carries its e-mail hidden: one it cannot use goes back to the step that shows it
  const emailErrors = checkFields(emailStepChecks, { email });
  if (emailErrors)
    return data<PasswordResetAnswer>(
      { step: 'email', email, fieldErrors: emailErrors },
      { status: 400 },
    );
  if (formField(form, 'step', 10) !== 'code') {
    const outcome = await deps.session.requestResetCode(email);
    if (outcome.kind === 'refused')
      return data<PasswordResetAnswer>(
        { step: 'email', email, message: outcome.message },
        { status: outcome.status },
      );
    return data<PasswordResetAnswer>({ step: 'code', email });
  }
  const fields = {
    code: formField(form, 'code', 20).trim(),
    password: formField(form, 'password', postedPasswordLength),
    passwordConfirmation: formField(form, 'passwordConfirmation', postedPasswordLength),
  };
  const fieldErrors = checkFields(codeStepChecks, fields);
  if (fieldErrors)
    return data<PasswordResetAnswer>(
      { step: 'code', email, code: fields.code, fieldErrors },
      { status: 400 },
    );
  const outcome = await deps.session.resetPassword({ email, ...fields });
  if (outcome.kind === 'visitor')
    return sessionOpened(deps, outcome.visitor, { done: 'passwordReset' });
  if (outcome.kind === 'done') throw new Error('a password reset opens a session or is refused');
  return data<PasswordResetAnswer>(
    outcome.message === wrongCode
      ? { step: 'code', email, code: fields.code, fieldErrors: { code: outcome.message } }
      : { step: 'code', email, code: fields.code, message: outcome.message },
    { status: outcome.status },
  );
}

// spec §8's French for a wrong or expired code, said beside its field (WCAG 3.3.1)
const wrongCode = frenchServerMessages['Incorrect code provided'];
