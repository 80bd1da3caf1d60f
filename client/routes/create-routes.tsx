import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { guardRedirect, anonymousVisitor } from '../../shared/guard.ts';
import { legacyRedirect, redirectStatus } from '../../shared/redirects.ts';
import type { RouteDef } from '../../shared/routes.ts';
import { ApiUnavailableError } from '../api/api-error.ts';
import { visitorQuery } from '../api/queries/visitor.ts';
import { Layout } from '../layout/layout.tsx';
import { RouteErrorPage } from '../layout/route-error-page.tsx';
import type { DepsOf } from './loader-deps.ts';
import { pageLoaders } from './page-loaders.ts';
import { pageModules } from './page-modules.ts';
import { data } from 'react-router-dom';

export interface RouteHandle {
  def: RouteDef;
}

/** React Router's routes for the route table: one layout, a lazy page module per route. */
export function createRoutes(table: RouteDef[], depsOf: DepsOf): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Layout,
      ErrorBoundary: RouteErrorPage,
      // legacy redirects (spec §2) and ?logout, for client-side navigations too
      async loader({ request, context }: LoaderFunctionArgs) {
        const url = new URL(request.url);
        const target = legacyRedirect(url.pathname, url.search);
        if (target) throw redirect(target, redirectStatus);
        const deps = depsOf(context);
        if (url.searchParams.has('logout') && deps.logout) {
          await deps.logout();
          url.searchParams.delete('logout');
          throw redirect(`${url.pathname}${url.search}`);
        }
        return null;
      },
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href !== nextUrl.href,
      children: table.map((def): RouteObject => ({
        id: `${def.name}:${def.path}`,
        ...(def.path === '/' ? { index: true } : { path: def.path.slice(1) }),
        handle: { def } satisfies RouteHandle,
        async loader({ params, request, context }: LoaderFunctionArgs) {
          const deps = depsOf(context);
          const visitor =
            (await deps.queryClient.ensureQueryData(visitorQuery())) ?? anonymousVisitor;
          const target = guardRedirect(def, visitor, {
            subscriberSiteUrl: deps.site.subscriberSiteUrl,
          });
          if (target) throw redirect(target);
          try {
            await pageLoaders[def.page]?.({ def, params, url: new URL(request.url), deps });
          } catch (error) {
            if (error instanceof ApiUnavailableError)
              throw data({ unavailable: true }, { status: 503 });
            throw error;
          }
          return null;
        },
        lazy: pageModules[def.page].load,
      })),
    },
  ];
}
