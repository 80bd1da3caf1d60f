import { useContext, useMemo, useRef } from 'react';
import {
  isRouteErrorResponse,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useActionData,
  useLocation as useRouterLocation,
  useMatches,
  useNavigate as useRouterNavigate,
  useNavigation,
  useNavigationType,
} from 'react-router-dom';
import type { RouteParams } from '../../shared/match-route.ts';
import type { RouteDef } from '../../shared/routes.ts';
import { isNewsletterAnswer } from '../layout/newsletter-answer.ts';
import type { RouteHandle } from '../routes/route-tree.tsx';
import type { RouteLocation, RouteState } from './route-state.ts';

// The site's words for React Router's state (ADR 024): pages ask for their route's entry of the
// table, its parameters and status, and navigate, without knowing the router underneath.

export type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void>;

/** How the shown route arrived: the first load, a link, a replace, or back/forward. */
export type NavigationMode = 'initial' | 'push' | 'replace' | 'pop';

/** The status a route's error stands for: 404 missing, 503 product API down, 500 anything else. */
export function statusOfError(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * A route's answer to its page's own form: the footer's sign-up posts to every route and
 * answers through it too (ADR 056), and is no page's answer.
 */
const pageAnswerOf = (actionData: unknown) =>
  isNewsletterAnswer(actionData) ? undefined : actionData;

/** What the page's route action answered its form, once posted (`T`: the action's answer). */
export const usePageAnswer = <T,>(): T | undefined =>
  pageAnswerOf(useActionData()) as T | undefined;

export function useRoute(): RouteState {
  const location = useLocation();
  const matches = useMatches();
  const state = useContext(DataRouterStateContext);
  const leaf = matches.at(-1);
  const def = (leaf?.handle as RouteHandle | undefined)?.def;
  if (!def) throw new Error('no route of the table matched: the table must end with *');
  const error = state?.errors ? Object.values(state.errors)[0] : undefined;
  const answer: unknown = pageAnswerOf(leaf ? state?.actionData?.[leaf.id] : undefined);
  return useMemo(
    () => ({
      location,
      match: { def, params: leaf?.params ?? {} },
      status: error === undefined ? 200 : statusOfError(error),
      answer,
    }),
    [location, def, leaf?.params, error, answer],
  );
}

export function useLocation(): RouteLocation {
  const { pathname, search, hash } = useRouterLocation();
  return useMemo(() => ({ pathname, search, hash }), [pathname, search, hash]);
}

export const useParams = (): RouteParams => useRoute().match.params;
/** The route table entry of the page being shown. */
export const useRouteDef = (): RouteDef => useRoute().match.def;

/** Navigations keep the scroll where it is: the layout scrolls smoothly itself (spec §2). */
export function useNavigate(): Navigate {
  const navigate = useRouterNavigate();
  return useMemo(
    () => async (to, options) => {
      await navigate(to, { replace: options?.replace, preventScrollReset: true });
    },
    [navigate],
  );
}

/** A client-side navigation is waiting for its data. */
export const useNavigating = (): boolean => useNavigation().state !== 'idle';

export function useNavigationMode(): NavigationMode {
  const type = useNavigationType();
  const first = useRef(true);
  const location = useRouterLocation();
  const firstKey = useRef(location.key);
  if (first.current && firstKey.current !== location.key) first.current = false;
  if (first.current) return 'initial';
  return type === 'PUSH' ? 'push' : type === 'REPLACE' ? 'replace' : 'pop';
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
