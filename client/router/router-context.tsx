import { createContext, useContext, useMemo } from 'react';
import type { RouteDef } from '../../shared/routes.ts';
import type { RouteParams } from '../../shared/match-route.ts';
import type { RouteLocation, RouteState } from './route-state.ts';

export type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void>;

export interface NavigatorState {
  route: RouteState;
  /** a client-side navigation is waiting for its data */
  navigating: boolean;
  /** how the shown route arrived: the first load, a link, a replace, or back/forward */
  mode: 'initial' | 'push' | 'replace' | 'pop';
  /** back/forward: where the page was scrolled when the visitor left it */
  restoreScrollY?: number;
}

export interface Router extends NavigatorState {
  navigate: Navigate;
}

export const RouterContext = createContext<Router | null>(null);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('the router is missing: render inside RouterContext');
  return router;
}

export const useRoute = (): RouteState => useRouter().route;
export const useLocation = (): RouteLocation => useRouter().route.location;
export const useParams = (): RouteParams => useRouter().route.match.params;
/** The route table entry of the page being shown. */
export const useRouteDef = (): RouteDef => useRouter().route.match.def;
export const useNavigate = (): Navigate => useRouter().navigate;
export const useNavigating = (): boolean => useRouter().navigating;

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
