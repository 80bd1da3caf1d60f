import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import type { Clients } from '../api/api-context.tsx';
import type { SessionActions } from '../api/session-actions.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import type { Ensure } from './ensure.ts';

/** What loaders and actions work with: the request's (server) or the visit's (browser) query cache and clients. */
export interface LoaderDeps {
  queryClient: QueryClient;
  /** fills the query cache (queryClient.ensureQueryData, or shared results on the server) */
  ensure: Ensure;
  clients: Clients;
  /**
   * The product API on behalf of this visitor, for what a route action changes (a payment):
   * their address reaches its limits, their session goes with it. The browser's own client.
   */
  visitorApi: ApiClient;
  site: SiteSettings;
  now: () => Date;
  /** what the pages' forms do to the session (route actions) */
  session: SessionActions;
  /** browser only: clears the session when a URL carries ?logout */
  logout?: () => Promise<void>;
  /**
   * browser only: spec §2's current menu week, the `week` parameter of the URL the visit
   * started at; the menu opens at it the first time it is opened without one
   */
  menuWeek?: { asked: string | null };
}

export type DepsOf = (context: unknown) => LoaderDeps;
