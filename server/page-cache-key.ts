import { boxFields, boxParam, sellableBox, versionParam } from '../shared/box-choice.ts';
import { basketParams } from '../shared/funnel-basket.ts';
import { faqSearchParam } from '../shared/faq.ts';
import { returnParam } from '../shared/return-path.ts';
import { giftCardAmountParam, isGiftCardAmount } from '../shared/gift-card.ts';
import { namedLandingVersion } from '../shared/landing-versions.ts';
import { canonicalPath, createRouteMatcher, withoutTrailingSlash } from '../shared/match-route.ts';
import { extrasParam, servingsOf, servingsParam } from '../shared/recipe-servings.ts';
import { welcomeOfferDefaults } from '../shared/box-sizes.ts';
import { routeTable, type PageKey } from '../shared/routes.ts';

// Which cached page answers a URL (ADR 022): its canonical path and the query parameters its
// page reads; every other parameter (utm_*, gclid, fbclid, msclkid…) changes nothing in the
// page, so all of them share one entry.

/** the request is rendered, never stored nor answered from the cache */
const render = Symbol('render');

type ParameterRule = (value: string) => string | null | typeof render;

/**
 * The query parameters each page reads (each page folder's route module and components), with what the
 * key keeps of a value: `null` when the page reads it as no value. Free text is rendered:
 * as a key it would let anyone fill the cache with pages nobody else asks for.
 */
const readParameters: Partial<Record<PageKey, Record<string, ParameterRule>>> = {
  // shared/menu-week.ts: one or two digits name a week (`05` is `5`), anything else reads as
  // this week
  'menu-index': { week: (value) => (/^\d{1,2}$/.test(value) ? String(Number(value)) : null) },
  // the box chosen on a landing (shared/box-choice.ts); one the offer does not sell reads as none;
  // the landing's version, whose recipes are ticked (ADR 052); a box's form fields (answered by
  // a redirect) and a basket sent back from a later step are one visitor's: rendered
  'basket-menu': {
    [boxParam]: sellableBox,
    [versionParam]: (value) => namedLandingVersion(value) ?? null,
    [boxFields.guests]: () => render,
    [boxFields.recipes]: () => render,
    [basketParams.week]: () => render,
    [basketParams.recipe]: () => render,
    [basketParams.preference]: () => render,
  },
  // the guests a recipe is drawn for without JavaScript (shared/recipe-servings.ts): the
  // default's page is the page without it
  'cookbook-recipe-view': {
    [servingsParam]: (value) => {
      const guests = servingsOf(value);
      return guests === welcomeOfferDefaults.guests ? null : String(guests);
    },
    // the extras ticked without JavaScript: one visitor's choice, rendered
    [extrasParam]: () => render,
  },
  // the help centre's search, as typed
  'faq-index': { [faqSearchParam]: (value) => (value === '' ? null : render) },
  // the login page's error code, after a login without JavaScript, and where to go back
  // after it (its form posts to the page's own address)
  login: {
    erreur: (value) => (value === '' ? null : render),
    [returnParam]: (value) => (value === '' ? null : render),
  },
  // the amount chosen on the gift card landing (shared/gift-card.ts), else none
  'giftcard-index': {
    [giftCardAmountParam]: (value) =>
      /^\d+$/.test(value) && isGiftCardAmount(Number(value)) ? String(Number(value)) : null,
  },
};

export type PageCacheKey = { key: string } | { bypass: string };

export function createPageCacheKey(brandName: string): (originalUrl: string) => PageCacheKey {
  const matchRoute = createRouteMatcher(routeTable({ brandName }));
  // the URLs of hits come again and again: each is read once (the route table is tried in
  // order); the memo forgets everything when full, so that no flood of URLs grows it
  const known = new Map<string, PageCacheKey>();
  return (originalUrl) => {
    let found = known.get(originalUrl);
    if (!found) {
      found = keyOf(originalUrl);
      if (known.size >= 2000) known.clear();
      if (originalUrl.length <= 256) known.set(originalUrl, found);
    }
    return found;
  };

  function keyOf(originalUrl: string): PageCacheKey {
    // read as the page handler reads it (server/ssr-handler.ts)
    const typed = originalUrl.replace(/^\/+/, '/');
    const url = new URL(`http://page${typed}`);
    // the URL parser resolves `%2E%2E` and turns `\` into `/`: a page the router never sees so
    if (typed.split('?', 1)[0] !== url.pathname) return { bypass: 'spelling' };
    const match = matchRoute(url.pathname);
    if (!match) return { bypass: 'no route' };
    // the catch-all answers 404 and these send anonymous visitors to the login page
    if (match.def.path === '*' || match.def.requiresAuth || match.def.personal)
      return { bypass: 'never a page' };
    const path = canonicalPath(match, url.pathname);
    // letter case is ignored by the routes but not by the header, which marks the current
    // section from the URL as typed: such a page differs from the canonical one
    if (withoutTrailingSlash(url.pathname) !== path) return { bypass: 'spelling' };
    const rules = readParameters[match.def.page];
    if (!rules || url.search === '') return { key: path };
    const kept: string[] = [];
    for (const name of Object.keys(rules).sort()) {
      const value = url.searchParams.get(name);
      if (value === null) continue;
      const keep = rules[name]?.(value) ?? null;
      if (keep === render) return { bypass: 'free text' };
      if (keep !== null) kept.push(`${name}=${encodeURIComponent(keep)}`);
    }
    return { key: kept.length > 0 ? `${path}?${kept.join('&')}` : path };
  }
}
