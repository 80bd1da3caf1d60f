import {
  data,
  redirect,
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { anonymousVisitor, guardRedirect, loginPath } from '../../shared/guard.ts';
import { loginUrlFor } from '../../shared/return-path.ts';
import type { PageKey, RouteDef } from '../../shared/routes.ts';
import { ApiUnavailableError } from '../api/api-error.ts';
import { loadDeferredComponents } from '../app/deferred-component.tsx';
import { Root, RootError, RouteError } from '../app/root-route.tsx';
import { visitorQuery } from '../api/queries/visitor.ts';
import { RouteStatus } from '../router/route-outcome.ts';
import type { LoaderDeps } from './loader-deps.ts';
import type { HeadModule, RouteModule } from './route-module.ts';
import { routePath } from '../app/base-path.ts';
import { liveOnly } from '../../shared/showcase.ts';
import { liveSiteUrl } from '../app/showcase-links.ts';
import { newsletterIntent } from '../layout/newsletter-answer.ts';
import { postedIntent } from './posted-intent.ts';

/** What a route of the table carries for the site's own code (its entry of the route table). */
export interface RouteHandle {
  def: RouteDef;
}

/**
 * Where a page's modules come from: its folder (page-folders.ts) on the server; in the browser
 * the first page's route module is the file the server named, and the map of every folder
 * loads at the visitor's first interaction (ADR 077), so that the first load does not carry it.
 */
export interface PageModules {
  route(page: PageKey): Promise<RouteModule | undefined>;
  head(page: PageKey): Promise<HeadModule | undefined>;
}

export interface RouteTreeOptions {
  table: RouteDef[];
  /** the loaders' query cache and clients: the request's on the server, the visit's in the browser */
  depsOf: (context: unknown) => LoaderDeps;
  modules: PageModules;
}

/**
 * The one route tree React Router runs on both sides (DESIGN §3): a root for spec §2's legacy
 * redirects and `?logout`, then a route per entry of the table, whose loader applies the guard
 * and pre-fetches the page's data into the query cache, and whose module loads lazily.
 */
export function routeTree(options: RouteTreeOptions): RouteObject[] {
  const { depsOf } = options;
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RootError,
      async loader({ request, context }: LoaderFunctionArgs) {
        const url = siteUrl(request);
        // at the first navigation, beside the page's own loader: the legacy table (the first
        // page's URL was checked by the server) and the parts of the layout hydrated later,
        // so that a new page never draws without them (ADR 031)
        const [legacy] = await Promise.all([legacyRedirectOf(url), loadDeferredComponents()]);
        if (legacy) throw redirect(legacy.location, legacy.status);
        const deps = depsOf(context);
        // spec §2: ?logout clears the session, then the URL loses the parameter
        if (url.searchParams.has('logout') && deps.logout) {
          await deps.logout();
          url.searchParams.delete('logout');
          throw redirect(`${url.pathname}${url.search}`, 302);
        }
        return null;
      },
      // the root's checks depend on the URL only: they run again when it changes
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href !== nextUrl.href,
      children: pageRoutes(options.table, options),
    },
  ];
}

/** The root's children for rows of the table (the browser adds them as it needs them). */
export function pageRoutes(
  table: RouteDef[],
  options: Pick<RouteTreeOptions, 'depsOf' | 'modules'>,
): RouteObject[] {
  return table.map((def) => pageRoute(def, options));
}

function pageRoute(
  def: RouteDef,
  options: Pick<RouteTreeOptions, 'depsOf' | 'modules'>,
): RouteObject {
  const handle: RouteHandle = { def };
  // spec §2's guard, before a page's data or form: a redirect, else the page's module
  const guarded = async ({ request, params, context }: LoaderFunctionArgs) => {
    const deps = options.depsOf(context);
    const visitor = (await deps.queryClient.ensureQueryData(visitorQuery())) ?? anonymousVisitor;
    const target = guardRedirect(def, visitor, { subscriberSiteUrl: deps.site.subscriberSiteUrl });
    const url = siteUrl(request);
    // spec §1's static showcase: what needs the live site is not in its files (ADR 051)
    const { showcase } = deps.site;
    if (showcase && liveOnly(url.pathname))
      throw redirectDocument(liveSiteUrl(showcase, url) ?? url.pathname);
    // to the login page, and back here once logged in
    if (target === loginPath)
      throw redirect(loginUrlFor(loginPath, url.pathname + url.search), 302);
    if (target) throw redirect(target, 302);
    const module = await options.modules.route(def.page);
    return { module, args: { def, params, url, deps } };
  };
  const answerTo = async (args: ActionFunctionArgs) => {
    // the footer's newsletter form, on whatever page it is sent from (ADR 056)
    if ((await postedIntent(args.request)) === newsletterIntent) {
      const { newsletterAction } = await import('../layout/newsletter-action.ts');
      return newsletterAction(args.request, options.depsOf(args.context).visitorApi);
    }
    const { module, args: pageArgs } = await guarded(args);
    // every page takes the footer's form, so a page without a form of its own is posted a
    // body it cannot read: a bad request, not a method it refuses
    if (!module?.action) throw data(null, { status: 400 });
    return settled(module.action({ ...pageArgs, request: args.request }));
  };
  return {
    // a route's aliases share its name (spec §2): its path tells them apart
    id: `${def.name} ${def.path}`,
    path: def.path,
    handle,
    async loader(args: LoaderFunctionArgs) {
      // a legacy address is the root's to redirect (spec §2), beside this loader: the page it
      // looks like (`/recettes/vegetarien`, a recipe's path) is not asked for
      if (await legacyRedirectOf(siteUrl(args.request))) return null;
      const [{ module, args: pageArgs }] = await Promise.all([
        guarded(args),
        // the page's metadata is worked out once its data is in (meta-for-route.ts)
        options.modules.head(def.page),
      ]);
      // the page's parts hydrated later are drawn at once on a client navigation (ADR 031)
      await Promise.all([settled(module?.loader?.(pageArgs)), loadDeferredComponents()]);
      // the data is in the query cache (DESIGN §12: one source of data), not in the router's
      return null;
    },
    async action(args: ActionFunctionArgs) {
      // the answer may change the page's metadata (a step's title) and the loader does not run
      // again on the same URL: the head module is in with the answer (ADR 067)
      const [answer] = await Promise.all([answerTo(args), options.modules.head(def.page)]);
      return answer;
    },
    async lazy() {
      const module = await options.modules.route(def.page);
      if (!module) throw new Error(`no route module for ${def.page}`);
      return { Component: module.Component, ErrorBoundary: module.ErrorBoundary ?? RouteError };
    },
  };
}

/** spec §2's legacy redirect of a URL of the site, or null: the table loads with its first use. */
async function legacyRedirectOf(url: URL): Promise<{ location: string; status: number } | null> {
  const { legacyRedirect, redirectStatus } = await import('../../shared/redirects.ts');
  const location = legacyRedirect(url.pathname, url.search);
  return location === undefined ? null : { location, status: redirectStatus };
}

/**
 * The request's URL with the site's path: the router's basename left out (ADR 051), as the
 * route table, the redirects and the return paths read it.
 */
function siteUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = routePath(url.pathname) ?? url.pathname;
  return url;
}

/** A page's outcome, with the site's statuses as responses (DESIGN §12: settled before the first byte). */
async function settled<T>(outcome: Promise<T> | undefined): Promise<T | undefined> {
  try {
    return await outcome;
  } catch (error) {
    if (error instanceof RouteStatus) throw data(null, { status: error.status });
    if (error instanceof ApiUnavailableError) throw data(null, { status: 503 });
    throw error;
  }
}
