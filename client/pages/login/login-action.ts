import { data, redirect } from 'react-router-dom';
import { basketMenuPath } from '../../../shared/guard.ts';
import { visitorQuery } from '../../api/queries/visitor.ts';
import { emailError, passwordError } from '../../components/form/validation.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';

/** What the form shows again after a refused login: the address typed and what went wrong. */
export interface LoginAnswer {
  identifier: string;
  fieldErrors?: { identifier?: string; password?: string };
  /** spec §8's French message of the refusal */
  message?: string;
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The login form's route action (DESIGN §6): the fields checked as spec §5 says, then the
 * session opened, and the visitor sent where the guard sends a logged-in visitor: the
 * subscriber site once the funnel is completed, else the basket menu. The same on the server
 * (a form posted without JavaScript) and in the browser.
 */
export async function action({ request, deps }: PageActionArgs) {
  const form = await request.formData();
  const identifier = field(form, 'identifier').trim().slice(0, 254);
  const password = field(form, 'password').slice(0, 200);
  const fieldErrors = { identifier: emailError(identifier), password: passwordError(password) };
  if (fieldErrors.identifier || fieldErrors.password)
    return data<LoginAnswer>({ identifier, fieldErrors }, { status: 400 });
  const outcome = await deps.session.logIn({ identifier, password });
  if (outcome.kind === 'refused')
    return data<LoginAnswer>({ identifier, message: outcome.message }, { status: outcome.status });
  deps.queryClient.setQueryData(visitorQuery().queryKey, outcome.visitor);
  return redirect(
    outcome.visitor.funnelCompleted ? deps.site.subscriberSiteUrl : basketMenuPath,
    303,
  );
}
