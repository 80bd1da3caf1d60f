import type { DehydratedState } from '@tanstack/react-query';
import { jsonForScript, jsonForScriptOnce } from './script-json.ts';
import type { PageKey, RouteDef } from '../../shared/routes.ts';
import type { RouterHydration } from './hydration-data.ts';
import type { PageAssets } from './document.tsx';
import type { SiteSettings } from './site-settings.tsx';

/** The data block the server writes into the page and the browser hydrates from. */
export interface AppState {
  queries: DehydratedState;
  /** the router's state as the server settled it (its loaders' errors: the page's status) */
  router: RouterHydration;
  /** the route table's row of this page: the browser starts with it alone (ADR 031) */
  route: RouteDef;
  settings: SiteSettings;
  assets: PageAssets;
  /** the built file of the route module the page was rendered with (none in development) */
  routeModule?: { page: PageKey; url: string };
  /** the path and query the routes matched, when not the ones asked (shared/matchable-path.ts) */
  matchedUrl?: string;
}

/**
 * The data block's text (escaped: see jsonForScript): a JSON array whose first item is the state
 * without the queries' data, followed by each query's data in order. Dehydrated queries are the
 * successful ones, so none has undefined data.
 */
export function serializeState(state: AppState): string {
  const { queries } = state.queries;
  const frame: AppState = {
    ...state,
    queries: {
      ...state.queries,
      // undefined: left out of the JSON
      queries: queries.map((query) => ({ ...query, state: { ...query.state, data: undefined } })),
    },
  };
  const parts = [jsonForScript(frame)];
  // a public result is one object shared by the anonymous renders of a minute (ADR 009)
  for (const query of queries) parts.push(jsonForScriptOnce(query.state.data));
  return `[${parts.join(',')}]`;
}

/** The state back from the data block's text. */
export function parseState(text: string): AppState {
  const [frame, ...data] = JSON.parse(text) as [AppState, ...unknown[]];
  frame.queries.queries.forEach((query, index) => {
    query.state.data = data[index];
  });
  return frame;
}
