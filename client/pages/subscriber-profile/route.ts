import { profileQuery } from '../../api/queries/profile.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './subscriber-profile-page.tsx';
export { action } from './profile-action.ts';

/** The visitor's details, asked with their session (the route needs one: shared/guard.ts). */
export async function loader({ deps: { ensure, clients } }: PageLoadArgs) {
  await ensure(profileQuery(clients.api));
}
