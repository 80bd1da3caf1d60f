import type { QueryClient } from '@tanstack/react-query';
import { isRouteErrorResponse } from 'react-router-dom';
import type { RouteDef } from '../../shared/routes.ts';
import { pageMeta, type PageMeta } from '../metadata/page-meta.ts';
import type { RouteHandle } from '../routes/create-routes.tsx';
import type { SiteSettings } from './site-settings.tsx';

interface MatchLike {
  params: Record<string, string | undefined>;
  route: { handle?: unknown };
}

const unavailableDef: RouteDef = {
  name: '503',
  path: '*',
  page: 'not-found',
  title: 'Service momentanément indisponible',
  description:
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  noindex: true,
};

/** The HTTP status a router state stands for: 404 and 503 come from loaders, other errors are 500. */
export function statusOfErrors(errors: Record<string, unknown> | null | undefined): number {
  const error = errors ? Object.values(errors)[0] : undefined;
  if (error === undefined) return 200;
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The page's metadata from the router's matches and errors, on the server and in the browser. */
export function metaForState(input: {
  matches: MatchLike[];
  errors: Record<string, unknown> | null | undefined;
  pathname: string;
  queryClient: QueryClient;
  site: SiteSettings;
  table: RouteDef[];
}): PageMeta {
  const status = statusOfErrors(input.errors);
  const leaf = [...input.matches]
    .reverse()
    .find((match) => (match.route.handle as RouteHandle | undefined)?.def);
  const notFoundDef = input.table.find((def) => def.name === '404') ?? unavailableDef;
  const def =
    status === 200 && leaf
      ? (leaf.route.handle as RouteHandle).def
      : status === 404
        ? notFoundDef
        : unavailableDef;
  return pageMeta({
    def,
    params: leaf?.params ?? {},
    pathname: input.pathname,
    queryClient: input.queryClient,
    site: input.site,
  });
}
