import { fallbackErrorMessage } from '../../../shared/fallback-error-message.ts';
import type { ApiClient } from '../api-client.ts';
import { ApiError, ApiUnavailableError } from '../api-error.ts';

// The newsletter's sign-up and its own wording (spec §7 POST /newsletter-subscriptions,
// analytics `newsletter_subscription` and `newsletter_subscription_lead`), for every form that
// signs up: the footer's (client/layout) and the lead forms (client/components/lead).

/** spec §8's « This attribute must be unique »: the address is signed up already. */
export function isAlreadySubscribed(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { body } = error;
  const message =
    typeof body === 'object' && body !== null && 'error' in body
      ? (body.error as { message?: unknown } | null)?.message
      : undefined;
  return message === 'This attribute must be unique';
}

/**
 * The French message for a failed sign-up. « Already subscribed » is not one: every form takes
 * it as a sign-up, so that none tells anyone whether an address is on the list (ADR 041).
 */
export function newsletterErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof ApiUnavailableError) return error.frenchMessage;
  return fallbackErrorMessage;
}

/** A sign-up refused: spec §8's French message and the status the form answers with. */
export interface NewsletterRefusal {
  message: string;
  status: number;
}

/**
 * Signs `email` up as every form does, `source` naming the form: undefined once the address is
 * on the list, whether it was already or not (ADR 041), otherwise why not — the API's 4xx as it
 * is, anything else 503. The form says the outcome beside its field, so the call shows no toast
 * (spec §8's skip flag).
 */
export async function signUpToNewsletter(
  api: ApiClient,
  email: string,
  source: string,
): Promise<NewsletterRefusal | undefined> {
  try {
    await api.post<unknown>(
      '/newsletter-subscriptions',
      { data: { email, source } },
      { skipGlobalNotify: true },
    );
    return undefined;
  } catch (error) {
    if (isAlreadySubscribed(error)) return undefined;
    return {
      message: newsletterErrorMessage(error),
      status: error instanceof ApiError && error.status < 500 ? error.status : 503,
    };
  }
}
