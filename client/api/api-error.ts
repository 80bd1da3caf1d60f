import { fallbackErrorMessage } from '../../shared/fallback-error-message.ts';
import { unavailableMessage } from '../../shared/site-error-messages.ts';

/** A failed call to the product API, with the French message spec §8 asks to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly frenchMessage: string,
  ) {
    super(`product API answered ${status}`);
  }
}

/**
 * The error of a failed call. Spec §8's table of messages is loaded only when a call fails, so
 * it stays out of the JavaScript that hydrates a page (ADR 017).
 */
export async function apiErrorOf(status: number, body: unknown): Promise<ApiError> {
  const { frenchErrorMessage } = await import('../../shared/errors.ts');
  return new ApiError(status, body, frenchErrorMessage(body));
}

/**
 * The product API could not be reached, did not answer in time, or failed (5xx): a page's data
 * is then a 503. Its message is what the server said, in French (spec §8), when it said
 * something; else the site's own « service momentanément indisponible ».
 */
export class ApiUnavailableError extends Error {
  constructor(readonly frenchMessage: string = unavailableMessage) {
    super('product API unavailable');
  }
}

/** A 5xx answer's error, with the French meaning of its body when it has one. */
export async function unavailableErrorOf(body: unknown): Promise<ApiUnavailableError> {
  if (body === null || body === '') return new ApiUnavailableError();
  const { frenchErrorMessage } = await import('../../shared/errors.ts');
  return new ApiUnavailableError(frenchErrorMessage(body));
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The product API refused a visitor's token: their session has ended (spec §4: a 401 logs out). */
export const isSessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** What a failed call says to the visitor (spec §8), whatever failed. */
export const frenchMessageOf = (error: unknown): string =>
  error instanceof ApiError || error instanceof ApiUnavailableError
    ? error.frenchMessage
    : fallbackErrorMessage;
