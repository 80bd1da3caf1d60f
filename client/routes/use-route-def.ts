import { useMatches } from 'react-router-dom';
import type { RouteDef } from '../../shared/routes.ts';
import type { RouteHandle } from './create-routes.tsx';

/** The route table entry of the page being shown. */
export function useRouteDef(): RouteDef {
  const def = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.def)
    .findLast((found) => found !== undefined);
  if (!def) throw new Error('useRouteDef outside a page route');
  return def;
}
