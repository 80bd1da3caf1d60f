// spec §2 "Navigation guard" and §6: who may see a route. Run on the server before rendering
// and on the client before each navigation (DESIGN §3).

export interface Visitor {
  authenticated: boolean;
  /** the user's funnel_completed flag (spec §4, see user-flags.ts) */
  funnelCompleted: boolean;
}

export const anonymousVisitor: Visitor = Object.freeze({
  authenticated: false,
  funnelCompleted: false,
});

export interface GuardTargets {
  /** SUBSCRIBER_SITE_URL: a path of this site or another host's URL (DECISIONS, Routes) */
  subscriberSiteUrl: string;
}

export const basketMenuPath = '/panier/menu';
export const loginPath = '/connexion';

/** Where the guard sends `visitor` instead of `route`, or undefined when navigation proceeds. */
export function guardRedirect(
  route: { name: string; hideForAuth?: boolean; requiresAuth?: boolean; funnel?: boolean },
  visitor: Visitor,
  targets: GuardTargets,
): string | undefined {
  if (visitor.authenticated) {
    if (route.hideForAuth) {
      return visitor.funnelCompleted ? targets.subscriberSiteUrl : basketMenuPath;
    }
    if (route.name === 'menu_index') return targets.subscriberSiteUrl;
    // ADR 042: the funnel is open to anyone, but a subscriber has no first box left to compose
    if (route.funnel && visitor.funnelCompleted) return targets.subscriberSiteUrl;
    return undefined;
  }
  // beyond spec §2: our own basket and subscriber area need a session (DECISIONS, Routes)
  return route.requiresAuth ? loginPath : undefined;
}
