import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import type { RouterHydration } from './hydration-data.ts';

/** The router's state for the page's data block, from the static handler's context. */
export function hydrationData(context: StaticHandlerContext): RouterHydration {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [
          routeId,
          isRouteErrorResponse(error)
            ? { status: error.status, statusText: error.statusText, data: error.data as unknown }
            : { status: 500, statusText: 'Internal Server Error' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
