import type { ComponentType } from 'react';
import type { RouteDef } from '../../shared/routes.ts';
import type { Refine } from '../metadata/meta-refinement.ts';
import type { LoaderDeps } from './loader-deps.ts';

export interface PageLoadArgs {
  def: RouteDef;
  params: Record<string, string | undefined>;
  url: URL;
  deps: LoaderDeps;
}

export interface PageActionArgs extends PageLoadArgs {
  request: Request;
}

/**
 * A page's route module, `client/pages/{page}/route.ts` (DESIGN §2: the folder is named after
 * the spec's route): what it draws, what it pre-fetches and what its form does.
 */
export interface RouteModule {
  Component: ComponentType;
  /** pre-fetches what the page shows into the query cache; throws a 404 when it does not exist */
  loader?: (args: PageLoadArgs) => Promise<void>;
  /** what a POST to the page does, on the server without JavaScript and in the browser with it */
  action?: (args: PageActionArgs) => Promise<unknown>;
  /** what the page shows when its loader failed; the site's error page by default */
  ErrorBoundary?: ComponentType;
}

/**
 * A page's head, `client/pages/{page}/head.ts`: what its data adds to the route table's title
 * and description (a pure function of the route and the query cache). Apart from the route
 * module, so that the browser loads it only for its first navigation (ADR 017).
 */
export interface HeadModule {
  head: Refine;
}
