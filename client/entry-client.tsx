import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createApiClient } from './api/api-client.ts';
import { ClientsProvider, type Clients } from './api/api-context.tsx';
import { anonymousSession, visitorQuery } from './api/queries/visitor.ts';
import { parseState } from './app/app-state.ts';
import { BrowserDocument } from './app/browser-document.tsx';
import { stateElementId } from './app/document.tsx';
import { metaFromDocument } from './app/meta-from-document.ts';
import { createQueryClient } from './app/query-client.ts';
import { SiteSettingsProvider } from './app/site-settings.tsx';
import { showToast } from './components/messages/messages.ts';
import { createBrowserNavigator } from './router/browser-navigator.ts';
import { BrowserRouter } from './router/browser-router.tsx';
import { locationOf, type RouteState } from './router/route-state.ts';
import { RouteView } from './router/route-view.tsx';
import type { LoaderDeps } from './routes/loader-deps.ts';
import { pageModules } from './routes/page-modules.ts';
import type { BrowserNavigation } from './routes/browser-navigation.ts';
import { ensureIn } from './routes/shared-results.ts';

const requestTimeoutMs = 15_000; // spec §9

const stateJson = document.getElementById(stateElementId)?.textContent ?? '';
const state = parseState(stateJson);

const queryClient = createQueryClient('browser');
hydrate(queryClient, state.queries);

// spec §4: a 401 from the API logs the visitor out
const forgetVisitor = () => queryClient.setQueryData(visitorQuery().queryKey, anonymousSession);
const clients: Clients = {
  api: createApiClient({
    baseUrl: '/api',
    timeoutMs: requestTimeoutMs,
    onUnauthorized: forgetVisitor,
    // spec §8: a failed call shows its French message in a toast, unless the call opts out
    onError: ({ error }) => showToast(error.frenchMessage),
  }),
  // spec §8: a failed reviews fetch is logged, with no message to the visitor
  reviews: createApiClient({ baseUrl: '', timeoutMs: requestTimeoutMs }),
};
const deps: LoaderDeps = {
  queryClient,
  ensure: ensureIn(queryClient),
  clients,
  site: state.settings,
  now: () => new Date(),
  async logout() {
    await fetch('/auth/logout', { method: 'POST' });
    forgetVisitor();
  },
};

const url = new URL(window.location.href);
const { match, status } = state.route;
// the page module of this URL is loaded before hydrating, so nothing flashes (DESIGN §3)
const { Component: Page } = await pageModules[status === 200 ? match.def.page : 'not-found'].load();
const initial: RouteState = { location: locationOf(url), match, status, Page };
const initialMeta = metaFromDocument(
  document,
  match.def.abTest ? state.settings.abTestScriptUrl : null,
);

// the route table, loaders and metadata: fetched once the page is idle, or at the first click
let navigation: BrowserNavigation | undefined;
const loadNavigation = async () =>
  (navigation ??= (await import('./routes/browser-navigation.ts')).createBrowserNavigation(deps));
const metaOf = (route: RouteState) => navigation?.metaOf(route) ?? initialMeta;
const whenIdle = () =>
  'requestIdleCallback' in window
    ? requestIdleCallback(() => void loadNavigation())
    : setTimeout(() => void loadNavigation(), 200);
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });

const navigator = createBrowserNavigator({
  initial,
  resolve: async (next) => (await loadNavigation()).resolve(next),
});
navigator.start();

hydrateRoot(
  document,
  <StrictMode>
    <SiteSettingsProvider settings={state.settings}>
      <QueryClientProvider client={queryClient}>
        <ClientsProvider clients={clients}>
          <BrowserRouter navigator={navigator}>
            <BrowserDocument metaOf={metaOf} assets={state.assets} stateJson={stateJson}>
              <RouteView />
            </BrowserDocument>
          </BrowserRouter>
        </ClientsProvider>
      </QueryClientProvider>
    </SiteSettingsProvider>
  </StrictMode>,
);
