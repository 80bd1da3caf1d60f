import type { DehydratedState } from '@tanstack/react-query';
import { jsonForScript } from './script-json.ts';
import type { RouteMatch } from '../../shared/match-route.ts';
import type { PageAssets } from './document.tsx';
import type { SiteSettings } from './site-settings.tsx';

/** The data block the server writes into the page and the browser hydrates from. */
export interface AppState {
  queries: DehydratedState;
  /** the route the server matched and the status its loaders settled */
  route: { match: RouteMatch; status: number };
  settings: SiteSettings;
  assets: PageAssets;
}

/** The data block's text (escaped: see jsonForScript). */
export function serializeState(state: AppState): string {
  return jsonForScript(state);
}
