// The site's own French answers to a browser call (its proxy and its rate limits, DESIGN §6):
// shown as they are, like the French meanings of spec §8.

export const unavailableMessage =
  'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.';
export const gatewayTimeoutMessage =
  'Le service met trop de temps à répondre. Veuillez réessayer dans quelques instants.';
/** when the wait is not known (a form answered by a redirect) */
export const tooManyAttemptsLaterMessage =
  'Trop de tentatives. Veuillez réessayer dans quelques minutes.';

/** How long to wait, in whole minutes. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Trop de tentatives. Veuillez réessayer dans ${minutes}\u00a0${minutes > 1 ? 'minutes' : 'minute'}.`;
}

const tooManyAttempts = /^Trop de tentatives\. Veuillez réessayer dans \d+\u00a0minutes?\.$/;

export function isSiteErrorMessage(text: string): boolean {
  return (
    text === unavailableMessage ||
    text === gatewayTimeoutMessage ||
    text === tooManyAttemptsLaterMessage ||
    tooManyAttempts.test(text)
  );
}
