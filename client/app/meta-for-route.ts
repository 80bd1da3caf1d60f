import type { QueryClient } from '@tanstack/react-query';
import { canonicalPath, withoutTrailingSlash } from '../../shared/match-route.ts';
import type { RouteDef } from '../../shared/routes.ts';
import { pageMeta, type PageMeta } from '../metadata/page-meta.ts';
import { headModules } from '../routes/page-folders.ts';
import type { RouteState } from '../router/route-state.ts';
import type { SiteSettings } from './site-settings.tsx';

const unavailableDef: RouteDef = {
  name: '503',
  path: '*',
  page: 'not-found',
  title: 'Service momentanément indisponible',
  description:
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  noindex: true,
};

// the error page's own words (components/error-state.tsx)
const failedDef: RouteDef = {
  ...unavailableDef,
  name: 'error',
  title: 'Une erreur est survenue',
  description: 'Une erreur est survenue. Veuillez réessayer.',
};

/**
 * The page's metadata from its route and status, on the server and in the browser: its head
 * module must be loaded (the page's loader loads it).
 */
export function metaForRoute(input: {
  route: RouteState;
  queryClient: QueryClient;
  site: SiteSettings;
  table: RouteDef[];
}): PageMeta {
  const { route } = input;
  const notFoundDef = input.table.find((def) => def.name === '404') ?? unavailableDef;
  const def =
    route.status === 200
      ? route.match.def
      : route.status === 404
        ? notFoundDef
        : route.status === 503
          ? unavailableDef
          : failedDef;
  const meta = pageMeta(
    {
      def,
      params: route.match.params,
      // a page answers for its route's own spelling of the path; an error page for what was asked
      pathname:
        route.status === 200
          ? canonicalPath(route.match, route.location.pathname)
          : withoutTrailingSlash(route.location.pathname),
      queryClient: input.queryClient,
      site: input.site,
      answer: route.answer,
    },
    headModules.loaded(def.page)?.head,
  );
  return route.status === 200 ? meta : { ...meta, canonicalUrl: null };
}
