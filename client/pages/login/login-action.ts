import { data } from 'react-router-dom';
import { returnParam, safeReturnPath } from '../../../shared/return-path.ts';
import { checkFields, type FieldChecks } from '../../components/form/check-fields.ts';
import { emailError } from '../../components/form/email-error.ts';
import { passwordError } from '../../components/form/password-error.ts';
import { formField } from '../../routes/form-field.ts';
import type { SessionActions } from '../../api/session-actions.ts';
import type { SessionVisitor } from '../../api/queries/visitor.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { sessionOpened } from '../../routes/session-opened.ts';
import { postedEmailLength } from '../../../shared/email.ts';
import { postedPasswordLength } from '../../../shared/password.ts';

/** What the form shows again after a refused login: the address typed and what went wrong. */
export interface LoginAnswer {
  identifier: string;
  fieldErrors?: { identifier?: string; password?: string };
  /** spec §8's French message of the refusal */
  message?: string;
}

/** spec §5: the identifier is an e-mail address; the password has at least 6 characters. */
export const loginChecks: FieldChecks<'identifier' | 'password'> = {
  identifier: emailError,
  password: passwordError,
};

/** A login posted: the session opened, or what the form shows again. */
export type LoginAttempt =
  | { kind: 'opened'; visitor: SessionVisitor }
  | { kind: 'refused'; answer: LoginAnswer; status: number };

/**
 * A login form's fields checked as spec §5 says, then the session opened. Posted to this page
 * or to the funnel's account step (ADR 043).
 */
export async function attemptLogin(form: FormData, session: SessionActions): Promise<LoginAttempt> {
  const identifier = formField(form, 'identifier', postedEmailLength).trim();
  const password = formField(form, 'password', postedPasswordLength);
  const fieldErrors = checkFields(loginChecks, { identifier, password });
  if (fieldErrors) return { kind: 'refused', answer: { identifier, fieldErrors }, status: 400 };
  const outcome = await session.logIn({ identifier, password });
  if (outcome.kind === 'visitor') return { kind: 'opened', visitor: outcome.visitor };
  if (outcome.kind === 'done') throw new Error('a login opens a session or is refused');
  return {
    kind: 'refused',
    answer: { identifier, message: outcome.message },
    status: outcome.status,
  };
}

/**
 * The login form's route action (DESIGN §6), the same on the server (a form posted without
 * JavaScript) and in the browser.
 */
export async function action({ request, url, deps }: PageActionArgs) {
  const attempt = await attemptLogin(await request.formData(), deps.session);
  if (attempt.kind === 'opened') {
    // back where the guard stopped the visitor (shared/return-path.ts)
    const returnTo = safeReturnPath(url.searchParams.get(returnParam));
    return sessionOpened(deps, attempt.visitor, { returnTo });
  }
  return data<LoginAnswer>(attempt.answer, { status: attempt.status });
}
