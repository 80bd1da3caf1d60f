import { underBase, withinBase } from '../../shared/base-path.ts';

/**
 * The base path the bundle was built for (spec §1, ADR 051): Vite's `base` without its last
 * slash, empty at the root. The router's paths leave it out; URLs a page writes carry it.
 */
export const basePath = (import.meta.env?.BASE_URL ?? '/').replace(/\/$/, '');

/** A path of the site as the browser asks for it: `/recettes` → `/vitrine/recettes`. */
export const sitePath = (path: string): string => underBase(basePath, path);

/** The site's path of a URL path the browser shows, or null outside the base path. */
export const routePath = (pathname: string): string | null => withinBase(basePath, pathname);
