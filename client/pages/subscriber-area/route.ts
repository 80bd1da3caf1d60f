import { deliveriesQuery } from '../../api/queries/deliveries.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './subscriber-area-page.tsx';
export { action } from './delivery-action.ts';

/** The visitor's deliveries, asked with their session (the route needs one: shared/guard.ts). */
export async function loader({ deps: { ensure, clients } }: PageLoadArgs) {
  await ensure(deliveriesQuery(clients.api));
}
