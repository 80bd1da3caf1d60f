import { fallbackErrorMessage } from '../../../shared/fallback-error-message.ts';
import { ApiError, ApiUnavailableError } from '../api-error.ts';

// The newsletter's own wording (spec §7 POST /newsletter-subscriptions, analytics
// `newsletter_subscription`), for every form that signs up (the footer's, client/layout).

export const newsletterSuccessMessage =
  'Merci\u00a0! Votre inscription est enregistrée\u00a0: notre prochaine lettre arrivera dans votre boîte.';
export const alreadySubscribedMessage = 'Cette adresse est déjà inscrite à notre lettre.';

/**
 * The French message for a failed sign-up: spec §8's « This attribute must be unique » said
 * the newsletter's way, the other failures as everywhere else.
 */
export function newsletterErrorMessage(error: unknown): string {
  if (error instanceof ApiError && uniqueViolation(error.body)) return alreadySubscribedMessage;
  if (error instanceof ApiError || error instanceof ApiUnavailableError) return error.frenchMessage;
  return fallbackErrorMessage;
}

function uniqueViolation(body: unknown): boolean {
  const message =
    typeof body === 'object' && body !== null && 'error' in body
      ? (body.error as { message?: unknown } | null)?.message
      : undefined;
  return message === 'This attribute must be unique';
}
