import { frenchErrorMessage } from '../../shared/errors.ts';

/** A failed call to the product API, with the French message spec §8 asks to show. */
export class ApiError extends Error {
  readonly frenchMessage: string;

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`product API answered ${status}`);
    this.frenchMessage = frenchErrorMessage(body);
  }
}

/** The product API could not be reached or did not answer in time. */
export class ApiUnavailableError extends Error {
  readonly frenchMessage =
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.';
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
