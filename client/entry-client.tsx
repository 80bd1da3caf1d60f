import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { HelmetProvider } from 'react-helmet-async';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createApiClient } from './api/api-client.ts';
import { ClientsProvider, type Clients } from './api/api-context.tsx';
import { browserSession } from './api/browser-session.ts';
import { parseState } from './app/app-state.ts';
import { basePath, sitePath } from './app/base-path.ts';
import { BrowserDocument, type MetaOf } from './app/browser-document.tsx';
import { metaFromDocument } from './app/meta-from-document.ts';
import { stateElementId } from './app/document.tsx';
import { createQueryClient } from './app/query-client.ts';
import { SiteSettingsProvider } from './app/site-settings.tsx';
import { endSession, sessionExpiry } from './app/session-expiry.ts';
import { showToast } from './components/messages/messages.ts';
import type { LoaderDeps } from './routes/loader-deps.ts';
import type { RouteModule } from './routes/route-module.ts';
import { pageRoutes, routeTree, type PageModules, type RouteHandle } from './routes/route-tree.tsx';
import { ensureIn } from './routes/ensure.ts';
import { once } from './routes/load-once.ts';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { DocumentFrameContext, type DocumentFrame } from './app/document-frame.tsx';
import { routerHydrationState } from './app/hydration-data.ts';
import { oneSubmissionAtATime } from './app/one-submission.ts';

const requestTimeoutMs = 15_000; // spec §9

const stateJson = document.getElementById(stateElementId)?.textContent ?? '';
const state = parseState(stateJson);

const queryClient = createQueryClient('browser');
hydrate(queryClient, state.queries);
/**
 * The first page hydrated once what it needs is in: the static showcase's data layer where
 * there is one, the page's modules. A function rather than top-level awaits, which keep the
 * bundler from merging chunks: the entry and what every page loads are one file (ADR 065).
 */
async function start() {
  // spec §1's static showcase: its pages' data comes from its files (ADR 051)
  const { showcase } = state.settings;
  const staticShowcase = showcase ? await import('./app/static-showcase.ts') : null;
  staticShowcase?.dropLogoutParam();
  if (staticShowcase)
    queryClient.setDefaultOptions({
      queries: {
        ...queryClient.getDefaultOptions().queries,
        ...staticShowcase.showcaseQueryDefaults,
      },
    });
  const apiFetch = showcase && !showcase.apiUrl ? staticShowcase?.noProductApi : undefined;

  // spec §4: a 401 from the API logs the visitor out (the router exists by the time a call fails)
  const endExpiredSession = sessionExpiry({
    queryClient,
    navigate: (to) => router.navigate(to),
  });
  const clients: Clients = {
    api: createApiClient({
      baseUrl: showcase?.apiUrl ? `${showcase.apiUrl}/api` : sitePath('/api'),
      fetch: apiFetch,
      timeoutMs: requestTimeoutMs,
      onUnauthorized: endExpiredSession,
      // spec §8: a failed call shows its French message in a toast, unless the call opts out
      onError: ({ error }) => showToast(error.frenchMessage),
    }),
    // spec §8: a failed reviews fetch is logged, with no message to the visitor
    reviews: createApiClient({
      baseUrl: showcase?.apiUrl ?? basePath,
      timeoutMs: requestTimeoutMs,
      fetch: apiFetch,
    }),
  };
  const deps: LoaderDeps = {
    queryClient,
    ensure: ensureIn(queryClient),
    clients,
    visitorApi: clients.api,
    site: state.settings,
    now: () => new Date(),
    session: browserSession,
    async logout() {
      await endSession(queryClient);
    },
    menuWeek: { asked: null },
  };

  // the page's own row of the route table: the table itself (its paths, French titles and
  // descriptions) loads with the first navigation to another page (ADR 031); so does the map of
  // the pages' folders, but for the first page's module, the file the server preloaded
  const depsOf = () => deps;
  const pageFolders = once(() => import('./routes/page-folders.ts'));
  const first = state.routeModule;
  const modules: PageModules = {
    route: (page) =>
      first?.page === page
        ? (import(/* @vite-ignore */ first.url) as Promise<RouteModule>)
        : pageFolders().then((folders) => folders.routeModules.load(page)),
    head: (page) => pageFolders().then((folders) => folders.headModules.load(page)),
  };
  const routes = routeTree({ table: [state.route], depsOf, modules });
  const loadTable = once(async () => {
    const { routeTable } = await import('../shared/routes.ts');
    return routeTable({ brandName: state.settings.brandName });
  });
  const tableRoutes = once(async () => pageRoutes(await loadTable(), { depsOf, modules }));
  // the path the server's routes matched (a line break kept as text, shared/matchable-path.ts):
  // the browser's must match the same route, or the page drawn would be replaced by nothing
  if (state.matchedUrl) history.replaceState(history.state, '', state.matchedUrl + location.hash);
  // the page modules of this URL are loaded before hydrating, so nothing flashes (DESIGN §3)
  const initialMatches = matchRoutes(routes, window.location, basePath || '/') ?? [];
  await Promise.all(
    initialMatches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const initialDef = (initialMatches.at(-1)?.route.handle as RouteHandle | undefined)?.def;
  // spec §2: on start, a week parameter sets the current menu week (the menu itself read it)
  if (deps.menuWeek && initialDef?.name !== 'menu_index')
    deps.menuWeek.asked = new URLSearchParams(window.location.search).get('week');
  const initialMeta = metaFromDocument(
    document,
    initialDef?.abTest ? state.settings.abTestScriptUrl : null,
  );
  const loadMetaOf = async (): Promise<MetaOf> => {
    // the next pages' loaders load their heads; the first page's metadata is in the document
    const [{ metaForRoute }, table] = await Promise.all([
      import('./app/meta-for-route.ts'),
      loadTable(),
    ]);
    return (route) => metaForRoute({ route, queryClient, site: state.settings, table });
  };
  const frame: DocumentFrame = ({ children }) => (
    <BrowserDocument
      initialMeta={initialMeta}
      loadMetaOf={loadMetaOf}
      assets={state.assets}
      stateJson={stateJson}
    >
      {children}
    </BrowserDocument>
  );
  const router = createBrowserRouter(routes, {
    // spec §1: the site under a path of its host (ADR 051); the routes leave it out
    basename: basePath || '/',
    dataStrategy: staticShowcase?.showcaseDataStrategy(queryClient),
    hydrationData: routerHydrationState(state.router),
    // React Router asks for the rows when a path matches none of the routes it has, or only
    // with parameters: the routes it already has keep their place (same id)
    async patchRoutesOnNavigation({ patch }) {
      patch('root', await tableRoutes());
    },
  });

  oneSubmissionAtATime(router, document);

  // hydrated as a transition, so that React yields to the browser between components rather
  // than hydrating the whole document in one task (ADR 069); React Router's own entry does so
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HelmetProvider>
          <SiteSettingsProvider settings={state.settings}>
            <QueryClientProvider client={queryClient}>
              <ClientsProvider clients={clients}>
                <DocumentFrameContext value={frame}>
                  <RouterProvider router={router} />
                </DocumentFrameContext>
              </ClientsProvider>
            </QueryClientProvider>
          </SiteSettingsProvider>
        </HelmetProvider>
      </StrictMode>,
    );
  });
}

void start();
