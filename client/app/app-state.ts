import type { DehydratedState } from '@tanstack/react-query';
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

/**
 * JSON that stays data inside <script type="application/json">: `<`, `>`, `&` and the line
 * separators are escaped, so no content can close the element or run (DESIGN §12).
 */
export function serializeState(state: AppState): string {
  return JSON.stringify(state).replace(unsafeInScript, (char) => escapes[char] ?? char);
}

const unsafeInScript = /[<>&\u2028\u2029]/g;
const escapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
