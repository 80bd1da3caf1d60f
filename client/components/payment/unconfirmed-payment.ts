import { data, isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** What a confirmation page says when its payment cannot be confirmed (spec §8's messages). */
export interface UnconfirmedPayment {
  message: string;
}

/** The answer a confirmation's loader throws: the page's error boundary says `message`. */
export const unconfirmedPayment = (message: string, status: number) =>
  data<UnconfirmedPayment>({ message }, status);

/** In a confirmation's error boundary: the unconfirmed payment's message, if that is the error. */
export function useUnconfirmedMessage(): string | undefined {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) return undefined;
  const told = (error.data as Partial<UnconfirmedPayment> | null)?.message;
  return typeof told === 'string' ? told : undefined;
}
