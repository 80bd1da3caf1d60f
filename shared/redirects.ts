import { cookbookLists } from './cookbook-lists.ts';

// spec §2 "Redirects": the legacy addresses of the old site, answered before any route.

export const redirectStatus = 301;

/** The main landing page (landing_market_main). */
const mainLanding = '/generique';

// Sources that always lead to the same place, their query string kept as it is.
const fixedRedirects: ReadonlyMap<string, string> = new Map([
  ['/nos-producteurs', '/nos-ingredients'],
  ['/page-avantages', mainLanding],
  ['/bienvenue', mainLanding],
  ['/home-2025', '/'],
  ['/accueil-2025', '/'],
  ['/lita', '/'],
  ['/cgv', '/conditions-generales-de-vente'],
  ['/blog', '/blog/page/1'],
  ['/recettes', '/recettes/page/1'],
  ...cookbookLists.map((list): [string, string] => [
    `/recettes/${list.path}`,
    `/recettes/${list.path}/page/1`,
  ]),
]);

/** The sources whose target `q` chooses, `q` consumed (spec §2's landing variants). */
export const landingRedirectSources: readonly string[] = ['/page-benefices', '/box-personnalisee'];

/**
 * The sources of the table that need no query to be read: what spec §1's static showcase
 * writes as pages that redirect (ADR 051).
 */
export const legacyRedirectSources: readonly string[] = [
  ...fixedRedirects.keys(),
  ...landingRedirectSources,
];

const categoryPrefix = '/blog/categorie/';
// Only a plain slug: anything encoded (%2F…), dotted or upper-case is left to the router's 404.
const categorySlug = /^[a-z0-9-]+$/;

// spec §2 and §9: the landing variants `q` may choose, after bio → bio2, thermomix → thermomix2.
const landingVariants: ReadonlySet<string> = new Set([
  'famille',
  'moins20min',
  'thermomix2',
  'bio2',
]);
const renamedVariants: ReadonlyMap<string, string> = new Map([
  ['bio', 'bio2'],
  ['thermomix', 'thermomix2'],
]);

/** The values of `q` that choose a landing variant (any other leads to the main landing). */
export const landingQueryValues: readonly string[] = [
  ...landingVariants,
  ...renamedVariants.keys(),
];

/**
 * The relative Location of the legacy redirect for a raw request path and its search string
 * ('' or '?a=b'), or undefined when none applies. Sources match whatever their case, as the
 * routes do (`/CGV` as `/cgv`; a category's slug is the exception, lower-case only), with one
 * trailing slash tolerated.
 */
export function legacyRedirect(pathname: string, search: string): string | undefined {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const path = trimmed.toLowerCase();
  const query = search.startsWith('?') ? search.slice(1) : search;

  const fixed = fixedRedirects.get(path);
  if (fixed !== undefined) return withQuery(fixed, safeQuery(query));

  if (path.startsWith(categoryPrefix)) {
    const category = trimmed.slice(categoryPrefix.length);
    if (categorySlug.test(category)) {
      return withQuery(`${categoryPrefix}${category}/page/1`, safeQuery(query));
    }
  }

  if (path === '/page-benefices') return landingRedirect(query, true);
  if (path === '/box-personnalisee') return landingRedirect(query, false);
  return undefined;
}

/**
 * spec §2: `q` picks the landing variant. It is consumed by the redirect: replaced by
 * q=landing-mail on /page-benefices when a variant matches, dropped otherwise (an unknown q
 * means nothing on /generique). The other parameters are kept, re-serialised by
 * URLSearchParams (a `%20` may come back as `+`, the same value for any form decoder).
 */
function landingRedirect(query: string, markMail: boolean): string {
  const params = new URLSearchParams(query);
  const q = params.get('q') ?? '';
  const variant = renamedVariants.get(q) ?? q;
  if (landingVariants.has(variant) && markMail) params.set('q', 'landing-mail');
  else params.delete('q');
  const target = landingVariants.has(variant) ? `/${variant}` : mainLanding;
  return withQuery(target, params.toString());
}

function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}

const lonePercent = /%(?![0-9A-Fa-f]{2})/g;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Outside RFC 3986's query characters (CR, LF, spaces, `#`, `\`, `<`, non-ASCII…).
const notQueryChar = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/gu;

/**
 * The query "as it is" when it is well formed; anything a Location header or a URL could not
 * carry verbatim is percent-encoded, so a hostile query can neither split the header nor add
 * a fragment.
 */
function safeQuery(query: string): string {
  return query
    .replace(loneSurrogate, '\uFFFD')
    .replace(lonePercent, '%25')
    .replace(notQueryChar, (char) => encodeURIComponent(char));
}
