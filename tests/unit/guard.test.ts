import { describe, expect, it } from 'vitest';
import {
  anonymousVisitor,
  basketMenuPath,
  guardRedirect,
  loginPath,
  type GuardTargets,
  type Visitor,
} from '../../shared/guard.ts';
import { routeTable, type RouteDef } from '../../shared/routes.ts';

const routes = routeTable({ brandName: 'Potimarron' });
const targets: GuardTargets = { subscriberSiteUrl: '/mon-compte' };
const subscriber: Visitor = { authenticated: true, funnelCompleted: true };
const prospect: Visitor = { authenticated: true, funnelCompleted: false };

const hideForAuth = routes.filter((route) => route.hideForAuth);
const requiresAuth = routes.filter((route) => route.requiresAuth);
const funnel = routes.filter((route) => route.funnel);
const open = routes.filter(
  (route) =>
    !route.hideForAuth && !route.requiresAuth && !route.funnel && route.name !== 'menu_index',
);
const named = (name: string): RouteDef => {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
};
const label = (route: RouteDef) => `${route.name} ${route.path}`;

describe('the targets (DECISIONS, Routes)', () => {
  it('are the basket menu page, the login page and an anonymous visitor', () => {
    expect(basketMenuPath).toBe('/panier/menu');
    expect(loginPath).toBe('/connexion');
    expect(anonymousVisitor).toEqual({ authenticated: false, funnelCompleted: false });
    expect(Object.isFrozen(anonymousVisitor)).toBe(true);
  });

  it('are routes of the table', () => {
    expect(routes.find((route) => route.path === basketMenuPath)?.name).toBe('basket_menu');
    expect(routes.find((route) => route.path === loginPath)?.name).toBe('login');
    expect(routes.find((route) => route.path === '/mon-compte')?.name).toBe('subscriber_area');
  });
});

describe('guardRedirect: spec §2 "Navigation guard"', () => {
  it('knows the hideForAuth routes: the landings and the account pages', () => {
    expect(hideForAuth.map((route) => route.path)).toEqual([
      '/generique/:boxSettings?',
      '/bio2/:boxSettings?',
      '/thermomix2/:boxSettings?',
      '/famille/:boxSettings?',
      '/moins20min/:boxSettings?',
      '/generiquev2',
      '/generique-landing',
      '/connexion',
      '/inscription',
      '/mot-de-passe-oublie',
    ]);
  });

  it.each(hideForAuth.map(label))(
    'hideForAuth %s: a subscriber whose funnel is completed goes to the subscriber site',
    (name) => {
      const route = hideForAuth.find((candidate) => label(candidate) === name);
      expect(route && guardRedirect(route, subscriber, targets)).toBe('/mon-compte');
    },
  );

  it.each(hideForAuth.map(label))(
    'hideForAuth %s: an authenticated visitor without a completed funnel goes to the basket menu',
    (name) => {
      const route = hideForAuth.find((candidate) => label(candidate) === name);
      expect(route && guardRedirect(route, prospect, targets)).toBe('/panier/menu');
    },
  );

  it.each(hideForAuth.map(label))('hideForAuth %s: an anonymous visitor proceeds', (name) => {
    const route = hideForAuth.find((candidate) => label(candidate) === name);
    expect(route && guardRedirect(route, anonymousVisitor, targets)).toBeUndefined();
  });

  it('menu_index: every authenticated visitor goes to the subscriber site', () => {
    const menu = named('menu_index');
    expect(guardRedirect(menu, subscriber, targets)).toBe('/mon-compte');
    expect(guardRedirect(menu, prospect, targets)).toBe('/mon-compte');
    expect(guardRedirect(menu, anonymousVisitor, targets)).toBeUndefined();
  });

  it('uses the configured subscriber site, even on another host', () => {
    const elsewhere = { subscriberSiteUrl: 'https://abonnes.potimarron.fr/' };
    expect(guardRedirect(named('menu_index'), prospect, elsewhere)).toBe(
      'https://abonnes.potimarron.fr/',
    );
    expect(guardRedirect(named('landing_market_lp1'), subscriber, elsewhere)).toBe(
      'https://abonnes.potimarron.fr/',
    );
  });
});

describe('guardRedirect: the funnel (ADR 042, 043)', () => {
  it('is the basket menu, the account, delivery and payment steps', () => {
    expect(funnel.map((route) => route.name)).toEqual([
      'basket_menu',
      'basket_account',
      'basket_delivery',
      'basket_payment',
    ]);
  });

  it.each(funnel.filter((route) => !route.requiresAuth).map(label))(
    '%s: open to anonymous visitors and prospects (the step itself sends anonymous ones on)',
    (name) => {
      const route = funnel.find((candidate) => label(candidate) === name);
      expect(route && guardRedirect(route, anonymousVisitor, targets)).toBeUndefined();
      expect(route && guardRedirect(route, prospect, targets)).toBeUndefined();
    },
  );

  it.each(funnel.map(label))(
    '%s: a subscriber whose funnel is completed goes to the subscriber site',
    (name) => {
      const route = funnel.find((candidate) => label(candidate) === name);
      expect(route && guardRedirect(route, subscriber, targets)).toBe('/mon-compte');
    },
  );

  it('keeps the payment step for prospects: anonymous visitors log in first (ADR 043)', () => {
    const payment = named('basket_payment');
    expect(guardRedirect(payment, anonymousVisitor, targets)).toBe('/connexion');
    expect(guardRedirect(payment, prospect, targets)).toBeUndefined();
  });

  it('lets the new subscriber see the confirmation, which is no step of it', () => {
    const confirmation = named('basket_confirmation');
    expect(confirmation.funnel).toBeFalsy();
    expect(guardRedirect(confirmation, subscriber, targets)).toBeUndefined();
  });
});

describe('guardRedirect: routes that need a session', () => {
  it('are the funnel’s payment and confirmation, and the subscriber area’s pages', () => {
    expect(requiresAuth.map((route) => route.name)).toEqual([
      'basket_payment',
      'basket_confirmation',
      'subscriber_area',
      'subscriber_subscription',
      'subscriber_loyalty',
      'subscriber_profile',
      'subscriber_cards',
    ]);
  });

  it.each(requiresAuth.map(label))('%s: an anonymous visitor goes to the login page', (name) => {
    const route = requiresAuth.find((candidate) => label(candidate) === name);
    expect(route && guardRedirect(route, anonymousVisitor, targets)).toBe('/connexion');
  });

  const notFunnel = requiresAuth.filter((route) => !route.funnel);
  it.each(notFunnel.map(label))('%s: authenticated visitors proceed', (name) => {
    const route = notFunnel.find((candidate) => label(candidate) === name);
    expect(route && guardRedirect(route, subscriber, targets)).toBeUndefined();
    expect(route && guardRedirect(route, prospect, targets)).toBeUndefined();
  });
});

describe('guardRedirect: every other route', () => {
  it(`lets everyone through (${open.length} routes)`, () => {
    expect(open.length).toBeGreaterThan(50);
    for (const route of open) {
      for (const visitor of [anonymousVisitor, subscriber, prospect]) {
        expect(guardRedirect(route, visitor, targets), label(route)).toBeUndefined();
      }
    }
  });

  it('never sends a visitor somewhere the guard sends them away from again', () => {
    for (const route of routes) {
      for (const visitor of [anonymousVisitor, subscriber, prospect]) {
        const target = guardRedirect(route, visitor, targets);
        if (target === undefined) continue;
        const landing = routes.find((candidate) => candidate.path === target);
        expect(landing, target).toBeDefined();
        if (landing) expect(guardRedirect(landing, visitor, targets), target).toBeUndefined();
      }
    }
  });
});
