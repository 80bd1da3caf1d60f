import { UNSAFE_ErrorResponseImpl as ErrorResponse, type HydrationState } from 'react-router-dom';

/**
 * The router's state as the server settled it (hydration-data.server.ts), in the page's data block (DESIGN §12: loaders
 * return nothing, so it is small): each route's error as a status and what a loader said with
 * it (the message of a payment not confirmed), which the browser turns back into the same error
 * response; an unexpected error travels as its status only.
 */
export interface RouterHydration {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, { status: number; statusText: string; data?: unknown }> | null;
}

export function routerHydrationState(data: RouterHydration): HydrationState {
  return {
    loaderData: data.loaderData,
    actionData: data.actionData,
    errors: data.errors
      ? Object.fromEntries(
          Object.entries(data.errors).map(([routeId, error]) => [
            routeId,
            new ErrorResponse(error.status, error.statusText, error.data ?? null),
          ]),
        )
      : null,
  };
}
