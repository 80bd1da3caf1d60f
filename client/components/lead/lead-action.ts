import { data, redirect } from 'react-router-dom';
import { pushEvent } from '../../analytics/data-layer.ts';
import { signUpToNewsletter } from '../../api/queries/newsletter.ts';
import { formField } from '../../routes/form-field.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { checkFields, type FieldChecks } from '../form/check-fields.ts';
import { emailError } from '../form/email-error.ts';
import { keepLeadEmail } from './lead-email.ts';
import { postedEmailLength } from '../../../shared/email.ts';

/** The welcome offer's first step (spec §2: landing_market_main), where a lead goes on. */
export const offerPath = '/generique';

/** The page a lead came from, as the newsletter and the data layer name it. */
export type LeadSource = 'nutrition' | 'livraison';

/** spec §5: an e-mail address. */
export const leadChecks: FieldChecks<'email'> = { email: emailError };

/** What the form shows again after a refusal: the address typed and what went wrong. */
export interface LeadAnswer {
  email: string;
  fieldErrors?: { email?: string };
  /** spec §8's French message of a failed sign-up */
  message?: string;
}

/**
 * A lead form's route action (ADR 041): the address checked as spec §5 says, signed up to the
 * newsletter on the visitor's behalf, then the visitor sent on to the offer. An address
 * already signed up goes on the same way: the answer never tells whether it was.
 */
export function leadAction(source: LeadSource) {
  return async function action({ request, deps }: PageActionArgs) {
    const form = await request.formData();
    const email = formField(form, 'email', postedEmailLength).trim();
    const fieldErrors = checkFields(leadChecks, { email });
    if (fieldErrors) return data<LeadAnswer>({ email, fieldErrors }, { status: 400 });
    const refusal = await signUpToNewsletter(deps.visitorApi, email, source);
    if (refusal)
      return data<LeadAnswer>({ email, message: refusal.message }, { status: refusal.status });
    // in the browser only: the server has neither the tab's storage nor its data layer
    keepLeadEmail(email);
    pushEvent({ event: 'newsletter_subscription_lead', newsletter_source: source });
    return redirect(offerPath, 303);
  };
}
