// Spec §1's static showcase offers the pages anyone can read; those that need a session or a
// server action (logging in, the funnel, buying a gift card, the subscriber area) stay on the
// live site (ADR 051).

/** The paths (and everything under them) only the live site serves. */
export const liveOnlyPaths = [
  '/connexion',
  '/inscription',
  '/mot-de-passe-oublie',
  '/carte-cadeau',
  '/panier',
  '/mon-compte',
] as const;

/** Whether a path of the site (without its query) is one the showcase does not offer. */
export function liveOnly(path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '');
  return liveOnlyPaths.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/** The file beside each page of the showcase that holds the page's data block. */
export const routeDataFile = 'route-data.json';
