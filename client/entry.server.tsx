import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { HelmetProvider } from 'react-helmet-async';
import type { ServerResponse } from 'node:http';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type DataRouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { routeTable, type RouteDef } from '../shared/routes.ts';
import { unavailableMessage } from '../shared/site-error-messages.ts';
import { createApiClient, type ApiClient } from './api/api-client.ts';
import { isSessionEnded } from './api/api-error.ts';
import type { SessionActions } from './api/session-actions.ts';
import { ClientsProvider, type Clients } from './api/api-context.tsx';
import { visitorQuery, type SessionVisitor } from './api/queries/visitor.ts';
import { serializeState } from './app/app-state.ts';
import { matchablePath } from '../shared/matchable-path.ts';
import { basePath, routePath } from './app/base-path.ts';
import { Document } from './app/document.tsx';
import { metaForRoute } from './app/meta-for-route.ts';
import { createQueryClient } from './app/query-client.ts';
import { loadDeferredComponents } from './app/deferred-component.tsx';
import { SiteSettingsProvider, type SiteSettings } from './app/site-settings.tsx';
import { ensureApart, ensureShared, resultCache } from './routes/shared-results.server.ts';
import type { LoaderDeps } from './routes/loader-deps.ts';
import { headModules, routeModuleSource, routeModules } from './routes/page-folders.ts';
import { routeTree, type RouteHandle } from './routes/route-tree.tsx';
import type { RouteState } from './router/route-state.ts';
import { statusOfError } from './router/router-context.tsx';
import { DocumentFrameContext, type DocumentFrame } from './app/document-frame.tsx';
import { hydrationData } from './app/hydration-data.server.ts';
import { pageAssets, type Manifest } from './app/page-assets.server.ts';
import { logPageProblemsTo } from './app/page-problems.ts';

export type { Manifest } from './app/page-assets.server.ts';
/** the base path this renderer was built for (ADR 051): the server checks it serves the same */
export { basePath } from './app/base-path.ts';

export interface RenderInput {
  /** the page's absolute URL, on the site's own origin */
  url: string;
  nonce: string;
  visitor: SessionVisitor;
  clients: Clients;
  /** the product API on behalf of the visitor of this request (route actions); `clients.api` by default */
  visitorApi?: ApiClient;
  /** crawlers get the whole document at once (onAllReady), people get it streamed */
  waitForAll: boolean;
  /** bounded rendering (DESIGN §3) */
  abortAfterMs: number;
  now: () => Date;
  /** a form posted to the page, for its route action (`application/x-www-form-urlencoded`) */
  form?: string;
  /** the session's actions for this request (the login sets the answer's cookie) */
  session?: SessionActions;
}

export type RenderOutcome =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'page';
      status: number;
      /** the page is this visitor's own (RouteDef `personal`, `requiresAuth`): never shared */
      personal: boolean;
      /** streams the document into the response; resolves when it is done or aborted */
      stream(response: ServerResponse): Promise<void>;
    };

export interface RendererSettings {
  site: SiteSettings;
  /** Vite's manifest in production; undefined in development (Vite serves sources) */
  manifest?: Manifest;
  onError(error: unknown): void;
  /** what a page draws without (spec §8), for the server's log */
  onPageProblem(message: string): void;
}

/**
 * The API clients of one server render, built here so that loaders recognise the errors they
 * throw (one copy of the client code, the bundle's).
 */
export function createServerClients(options: {
  apiUrl: string;
  timeoutMs: number;
  fetch: typeof fetch;
}): Clients {
  return {
    api: createApiClient({
      baseUrl: `${options.apiUrl}/api`,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    }),
    reviews: createApiClient({
      baseUrl: options.apiUrl,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    }),
  };
}

/** Builds the renderer once: the route table and its matcher, the shared results. */
export function createRenderer(settings: RendererSettings) {
  const table: RouteDef[] = routeTable({ brandName: settings.site.brandName });
  const sharedResults = resultCache();
  const assetsOf = pageAssets(settings.manifest);
  logPageProblemsTo(settings.onPageProblem);

  const handler = createStaticHandler(
    routeTree({
      table,
      depsOf: (context) => context as LoaderDeps,
      modules: { route: routeModules.load, head: headModules.load },
    }),
    // spec §1: the site under a path of its host (ADR 051); the routes leave it out
    { basename: basePath || '/' },
  );

  return async function render(input: RenderInput): Promise<RenderOutcome> {
    const queryClient = createQueryClient('server');
    queryClient.setQueryData(visitorQuery().queryKey, input.visitor);
    // public results are shared between anonymous renders; a visitor's own never are
    const ensure = input.visitor.authenticated
      ? ensureApart(queryClient)
      : ensureShared(queryClient, sharedResults);
    const deps: LoaderDeps = {
      queryClient,
      ensure,
      clients: input.clients,
      visitorApi: input.visitorApi ?? input.clients.api,
      site: settings.site,
      now: input.now,
      session: input.session ?? noSession,
    };
    const matchable = matchableUrl(input.url);
    const request =
      input.form === undefined
        ? new Request(matchable)
        : new Request(matchable, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: input.form,
          });
    // the guard, the redirects, the action and the loaders, before any byte (DESIGN §12)
    const context = await handler.query(request, { requestContext: deps });
    // what the browser hydrates later is rendered here like the rest (ADR 031)
    await loadDeferredComponents();
    if (context instanceof Response) {
      return {
        type: 'redirect',
        status: context.status,
        location: context.headers.get('Location') ?? '/',
      };
    }
    // a session ended since the server last asked (a logout on another device) is no error:
    // the server logs the visitor out and answers the page again (spec §4)
    const expected = (error: unknown) =>
      isRouteErrorResponse(error) || (input.visitor.authenticated && isSessionEnded(error));
    for (const error of Object.values(context.errors ?? {}))
      if (!expected(error)) settings.onError(error);
    const leaf = context.matches.at(-1);
    const def = (leaf?.route.handle as RouteHandle | undefined)?.def;
    if (!def) throw new Error(`no route for ${input.url}: the table must end with '*'`);
    // the answer's status (an action's own, 400 for a refused form) and the page's (its error)
    const status = context.statusCode;
    const firstError = Object.values(context.errors ?? {})[0];
    const url = new URL(matchable);
    const route: RouteState = {
      location: { pathname: routePath(url.pathname) ?? url.pathname, search: url.search, hash: '' },
      match: { def, params: leaf?.params ?? {} },
      status: firstError === undefined ? 200 : statusOfError(firstError),
      answer: leaf ? context.actionData?.[leaf.route.id] : undefined,
    };
    const meta = metaForRoute({ route, queryClient, site: settings.site, table });
    const modulePage = route.status === 200 ? def.page : 'not-found';
    const { bootstrap, routeModule, ...assets } = assetsOf(routeModuleSource(modulePage));
    const stateJson = serializeState({
      queries: dehydrate(queryClient),
      router: hydrationData(context),
      route: def,
      settings: settings.site,
      assets,
      ...(routeModule ? { routeModule: { page: modulePage, url: routeModule } } : {}),
      ...(url.pathname === new URL(input.url).pathname
        ? {}
        : { matchedUrl: `${url.pathname}${url.search}` }),
    });
    const router = createStaticRouter(matchedBranch(context), context);
    const frame: DocumentFrame = ({ children }) => (
      <Document meta={meta} assets={assets} stateJson={stateJson} nonce={input.nonce}>
        {children}
      </Document>
    );

    const app = (
      <HelmetProvider>
        <SiteSettingsProvider settings={settings.site}>
          <QueryClientProvider client={queryClient}>
            <ClientsProvider clients={input.clients}>
              <DocumentFrameContext value={frame}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </DocumentFrameContext>
            </ClientsProvider>
          </QueryClientProvider>
        </SiteSettingsProvider>
      </HelmetProvider>
    );

    return {
      type: 'page',
      status,
      personal: def.personal === true || def.requiresAuth === true,
      stream: (response) =>
        new Promise<void>((resolve) => {
          let settled = false;
          const { pipe, abort } = renderToPipeableStream(app, {
            nonce: input.nonce,
            bootstrapModules: bootstrap,
            // a finished Suspense boundary (a part hydrated later, ADR 031) stays in its place in
            // the HTML: React 19.2 would move those after the first 12.8 KB to the end, shown by
            // a script, later than the rest (DESIGN §1: the page works before its scripts)
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            onShellReady() {
              if (input.waitForAll) return;
              response.cork();
              pipe(response);
              process.nextTick(() => response.uncork());
            },
            onAllReady() {
              if (input.waitForAll) pipe(response);
            },
            onShellError(error) {
              settings.onError(error);
              if (!response.headersSent) {
                response.statusCode = 500;
                response.setHeader('Content-Type', 'text/html; charset=utf-8');
              }
              response.end(
                '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Erreur</title><p>Une erreur est survenue. Veuillez réessayer.</p></html>',
              );
            },
            onError(error) {
              settings.onError(error);
            },
          });
          // the timer is cleared as soon as the response ends (DESIGN §12: a timer left
          // running kept every finished render alive)
          const timer = setTimeout(() => abort(new Error('render timed out')), input.abortAfterMs);
          const done = () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            if (!response.writableFinished) abort(new Error('client disconnected'));
            resolve();
          };
          response.on('close', done);
          response.on('finish', done);
        }),
    };
  };
}

/**
 * The URL React Router matches: its path as `matchablePath` writes it, and an encoded dot
 * (`/vitrine/%2e%2e/x`) kept as text, which the URL parser would take for a dot segment and
 * resolve out of the base path, where no route is.
 */
const matchableUrl = (url: string): string => {
  const pathEnd = url.search(/[?#]/);
  const end = pathEnd === -1 ? url.length : pathEnd;
  const parsed = new URL(`${url.slice(0, end).replace(/%2e/gi, '%252e')}${url.slice(end)}`);
  parsed.pathname = matchablePath(parsed.pathname);
  return parsed.href;
};

/**
 * The matched routes alone, as a one-branch tree: `createStaticRouter` copies every route it is
 * given at each render (68 of them, ~0.07 ms), while rendering reads only the context's matches
 * (ADR 032).
 */
function matchedBranch(context: StaticHandlerContext): DataRouteObject[] {
  let branch: DataRouteObject[] | undefined;
  for (const { route } of context.matches.toReversed())
    branch = [branch ? { ...route, children: branch } : route] as DataRouteObject[];
  return branch ?? [];
}

/** A render with no request of its own behind it (the page cache's refresh) changes no session. */
const unavailable = async () =>
  ({ kind: 'refused', status: 503, message: unavailableMessage }) as const;
const noSession: SessionActions = {
  logIn: unavailable,
  register: unavailable,
  requestResetCode: unavailable,
  resetPassword: unavailable,
  changePassword: unavailable,
};
