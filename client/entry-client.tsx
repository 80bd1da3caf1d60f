import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routeTable } from '../shared/routes.ts';
import { createApiClient } from './api/api-client.ts';
import { ClientsProvider, type Clients } from './api/api-context.tsx';
import { anonymousSession, visitorQuery } from './api/queries/visitor.ts';
import type { AppState } from './app/app-state.ts';
import { BrowserDocument } from './app/browser-document.tsx';
import { stateElementId } from './app/document.tsx';
import { createQueryClient } from './app/query-client.ts';
import { SiteSettingsProvider } from './app/site-settings.tsx';
import { showToast } from './components/messages/messages.ts';
import { createRoutes } from './routes/create-routes.tsx';
import type { LoaderDeps } from './routes/loader-deps.ts';
import { ensureIn } from './routes/shared-results.ts';

const requestTimeoutMs = 15_000; // spec §9

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

const stateJson = document.getElementById(stateElementId)?.textContent ?? '{}';
const state = JSON.parse(stateJson) as AppState;
window.__staticRouterHydrationData = state.router;

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

const table = routeTable({ brandName: state.settings.brandName });
const routes = createRoutes(table, () => deps);

// the lazy page modules of this URL are loaded before hydrating, so nothing flashes (DESIGN §3)
await Promise.all(
  (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    const module = await route.lazy();
    Object.assign(route, { ...module, lazy: undefined });
  }),
);

const router = createBrowserRouter(routes);

hydrateRoot(
  document,
  <StrictMode>
    <SiteSettingsProvider settings={state.settings}>
      <QueryClientProvider client={queryClient}>
        <ClientsProvider clients={clients}>
          <BrowserDocument
            router={router}
            table={table}
            assets={state.assets}
            stateJson={stateJson}
          >
            <RouterProvider router={router} />
          </BrowserDocument>
        </ClientsProvider>
      </QueryClientProvider>
    </SiteSettingsProvider>
  </StrictMode>,
);
