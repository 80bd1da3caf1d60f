import {
  hydrate,
  QueryClient,
  QueryClientProvider,
  useQuery,
  type DehydratedState,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Helmet, HelmetProvider } from 'react-helmet-async';
import {
  createBrowserRouter,
  Form,
  Link,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useNavigation,
} from 'react-router-dom';

// The named stack's floor (DESIGN's stack, issue budgets): the least a page of this site can
// send — a router with one lazy page, a query read from the server's dehydrated cache, a head,
// a link and a form — with no code of the site. Built by `stackFloor()` (../bundle-cost.ts),
// never shipped.

const queryClient = new QueryClient();
hydrate(
  queryClient,
  (window as { state?: DehydratedState }).state ?? { queries: [], mutations: [] },
);

function Root() {
  const navigation = useNavigation();
  const { data } = useQuery({
    queryKey: ['page'],
    queryFn: () => fetch('/api').then((r) => r.text()),
  });
  return (
    <>
      <Helmet>
        <title>{data}</title>
      </Helmet>
      <Link to="/">{navigation.state}</Link>
      <Form method="post" />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const router = createBrowserRouter([
  { path: '/', Component: Root, children: [{ index: true, lazy: () => import('./page.tsx') }] },
]);

hydrateRoot(
  document,
  <StrictMode>
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </HelmetProvider>
  </StrictMode>,
);
