import { data } from 'react-router-dom';
import { checkFields, type FieldChecks } from '../../components/form/check-fields.ts';
import { emailError, passwordError } from '../../components/form/validation.ts';
import { formField } from '../../routes/form-field.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { sessionOpened } from '../../routes/session-opened.ts';

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

/**
 * The login form's route action (DESIGN §6): the fields checked as spec §5 says, then the
 * session opened. The same on the server (a form posted without JavaScript) and in the browser.
 */
export async function action({ request, deps }: PageActionArgs) {
  const form = await request.formData();
  const identifier = formField(form, 'identifier', 254).trim();
  const password = formField(form, 'password', 200);
  const fieldErrors = checkFields(loginChecks, { identifier, password });
  if (fieldErrors) return data<LoginAnswer>({ identifier, fieldErrors }, { status: 400 });
  const outcome = await deps.session.logIn({ identifier, password });
  if (outcome.kind === 'visitor') return sessionOpened(deps, outcome.visitor);
  if (outcome.kind === 'done') throw new Error('a login opens a session or is refused');
  return data<LoginAnswer>({ identifier, message: outcome.message }, { status: outcome.status });
}
