import { data } from 'react-router-dom';
import { checkFields, type FieldChecks } from '../../components/form/check-fields.ts';
import {
  confirmationError,
  formMessages,
  requiredName,
  requiredTick,
} from '../../components/form/validation.ts';
import { passwordError } from '../../components/form/password-error.ts';
import { emailError } from '../../components/form/email-error.ts';
import { formField } from '../../routes/form-field.ts';
import type { SessionActions } from '../../api/session-actions.ts';
import type { SessionVisitor } from '../../api/queries/visitor.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { sessionOpened } from '../../routes/session-opened.ts';
import { postedEmailLength } from '../../../shared/email.ts';
import { nameMaxLength } from '../../../shared/account-fields.ts';
import { frenchServerMessages } from '../../../shared/errors.ts';
import { postedPasswordLength } from '../../../shared/password.ts';

type Field =
  'firstName' | 'lastName' | 'email' | 'password' | 'passwordConfirmation' | 'terms' | 'newsletter';

/** spec §5: e-mail, password of 6 characters at least and its confirmation; names; the terms. */
export const registrationChecks: FieldChecks<Exclude<Field, 'newsletter'>> = {
  firstName: requiredName(formMessages.firstNameMissing),
  lastName: requiredName(formMessages.lastNameMissing),
  email: emailError,
  password: passwordError,
  passwordConfirmation: confirmationError,
  terms: requiredTick(formMessages.termsNotAccepted),
};

/** What the form shows again after a refusal: what was typed (never a password), and why. */
export interface RegistrationAnswer {
  values: {
    firstName: string;
    lastName: string;
    email: string;
    newsletter: boolean;
    terms: boolean;
  };
  fieldErrors?: Partial<Record<Field, string>>;
  /** spec §8's French message of the refusal */
  message?: string;
}

// a name is read whole (the body's size is bounded), so that one too long is refused, not cut
const limits: Record<Field, number> = {
  firstName: 10 * nameMaxLength,
  lastName: 10 * nameMaxLength,
  email: postedEmailLength,
  password: postedPasswordLength,
  passwordConfirmation: postedPasswordLength,
  terms: 10,
  newsletter: 10,
};

/** A registration posted: the session opened, or what the form shows again. */
export type RegistrationAttempt =
  | { kind: 'opened'; visitor: SessionVisitor }
  | { kind: 'refused'; answer: RegistrationAnswer; status: number };

/**
 * A registration form's fields (spec §5's checks), then the account created and its session
 * opened (the product API's `/auth/local/register` through the site, which keeps the token in
 * the cookie). Posted to this page or to the funnel's account step (ADR 043).
 */
export async function attemptRegistration(
  form: FormData,
  session: SessionActions,
): Promise<RegistrationAttempt> {
  const read = (name: Field) => formField(form, name, limits[name]);
  const fields = {
    firstName: read('firstName').trim(),
    lastName: read('lastName').trim(),
    email: read('email').trim(),
    password: read('password'),
    passwordConfirmation: read('passwordConfirmation'),
    terms: read('terms'),
  };
  const values = {
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    newsletter: read('newsletter') !== '',
    terms: fields.terms !== '',
  };
  const fieldErrors = checkFields(registrationChecks, fields);
  if (fieldErrors) return { kind: 'refused', answer: { values, fieldErrors }, status: 400 };
  const { firstName, lastName, email, newsletter } = values;
  const outcome = await session.register({
    firstName,
    lastName,
    email,
    newsletter,
    password: fields.password,
  });
  if (outcome.kind === 'visitor') return { kind: 'opened', visitor: outcome.visitor };
  if (outcome.kind === 'done') throw new Error('a registration opens a session or is refused');
  // ADR 074: an address already taken is said beside the e-mail field
  const answer = takenEmailMessages.has(outcome.message)
    ? { values, fieldErrors: { email: outcome.message } }
    : { values, message: outcome.message };
  return { kind: 'refused', answer, status: outcome.status };
}

const takenEmailMessages = new Set([
  frenchServerMessages['Email already taken'],
  frenchServerMessages['Email or username already taken'],
]);

/** The registration page's route action: the new prospect goes where the guard sends them. */
export async function action({ request, deps }: PageActionArgs) {
  const attempt = await attemptRegistration(await request.formData(), deps.session);
  if (attempt.kind === 'opened') return sessionOpened(deps, attempt.visitor);
  return data<RegistrationAnswer>(attempt.answer, { status: attempt.status });
}
