import { loyaltyQuery } from '../../api/queries/subscription.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './subscriber-loyalty-page.tsx';

/** The visitor's tier, asked with their session (the route needs one: shared/guard.ts). */
export async function loader({ deps: { ensure, clients } }: PageLoadArgs) {
  await ensure(loyaltyQuery(clients.api));
}
