import { subscriptionQuery } from '../../api/queries/subscription.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './subscriber-subscription-page.tsx';
export { action } from './subscription-action.ts';

/** The visitor's subscription, asked with their session (the route needs one: shared/guard.ts). */
export async function loader({ deps: { ensure, clients } }: PageLoadArgs) {
  await ensure(subscriptionQuery(clients.api));
}
