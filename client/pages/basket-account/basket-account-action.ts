import { data, redirect } from 'react-router-dom';
import { funnelStepUrl } from '../../../shared/funnel-basket.ts';
import { visitorQuery, type SessionVisitor } from '../../api/queries/visitor.ts';
import { formField } from '../../routes/form-field.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { attemptLogin, type LoginAnswer } from '../login/login-action.ts';
import {
  attemptRegistration,
  type RegistrationAnswer,
} from '../registration/registration-action.ts';
import { basketOrRecipes } from '../../funnel/basket-or-recipes.ts';

/** Which of the step's two forms answered, and what it shows again. */
export type BasketAccountAnswer =
  { intent: 'register'; answer: RegistrationAnswer } | { intent: 'login'; answer: LoginAnswer };

/**
 * The account step (ADR 043): the registration or the login, told apart by `intent`, with the
 * checks and refusals of `/inscription` and `/connexion`; once the session is open, the
 * delivery step with the same basket — or the subscriber site for a customer whose funnel is
 * already completed (spec §2's guard).
 */
export async function action({ request, url, deps }: PageActionArgs) {
  const basket = basketOrRecipes(url.searchParams, 303);
  const form = await request.formData();
  const opened = (visitor: SessionVisitor) => {
    deps.queryClient.setQueryData(visitorQuery().queryKey, visitor);
    return redirect(
      visitor.funnelCompleted ? deps.site.subscriberSiteUrl : funnelStepUrl('delivery', basket),
      303,
    );
  };
  if (formField(form, 'intent', 16) === 'login') {
    const attempt = await attemptLogin(form, deps.session);
    if (attempt.kind === 'opened') return opened(attempt.visitor);
    return data<BasketAccountAnswer>({ intent: 'login', answer: attempt.answer }, attempt.status);
  }
  const attempt = await attemptRegistration(form, deps.session);
  if (attempt.kind === 'opened') return opened(attempt.visitor);
  return data<BasketAccountAnswer>({ intent: 'register', answer: attempt.answer }, attempt.status);
}
