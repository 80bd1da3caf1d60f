import { data } from 'react-router-dom';
import { pushEvent } from '../analytics/data-layer.ts';
import type { ApiClient } from '../api/api-client.ts';
import { signUpToNewsletter } from '../api/queries/newsletter.ts';
import { emailError } from '../components/form/email-error.ts';
import { formField } from '../routes/form-field.ts';
import { newsletterIntent, type NewsletterAnswer } from './newsletter-answer.ts';
import { postedEmailLength } from '../../shared/email.ts';

/**
 * The footer's sign-up (POST /newsletter-subscriptions, source `footer`), on the visitor's
 * behalf: in the browser with JavaScript, on the server without (ADR 056). An address already
 * on the list reads as signed up: the form tells nobody who is (ADR 041).
 */
export async function newsletterAction(request: Request, api: ApiClient) {
  const email = formField(await request.formData(), 'email', postedEmailLength).trim();
  const problem = emailError(email);
  if (problem)
    return data<NewsletterAnswer>({ form: newsletterIntent, error: problem, email }, 400);
  const refusal = await signUpToNewsletter(api, email, 'footer');
  if (refusal)
    return data<NewsletterAnswer>(
      { form: newsletterIntent, error: refusal.message, email },
      refusal.status,
    );
  // in the browser only: the server has no data layer
  pushEvent({ event: 'newsletter_subscription', newsletter_source: 'footer' });
  return { form: newsletterIntent } satisfies NewsletterAnswer;
}
