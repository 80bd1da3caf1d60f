import { parse } from 'regexparam';
import type { RouteDef } from './routes.ts';

export type RouteParams = Record<string, string | undefined>;

export interface RouteMatch {
  def: RouteDef;
  /** decoded path parameters; a splat (`*`) is under `'*'` */
  params: RouteParams;
}

/**
 * Finds the route of a path: the first entry of the table whose pattern fits (the table lists
 * specific paths before general ones, and ends with the catch-all). Letter case and a trailing
 * slash do not matter.
 */
export function createRouteMatcher(table: RouteDef[]): (pathname: string) => RouteMatch | null {
  const compiled = table.map((def) => ({ def, ...parse(def.path) }));
  return (pathname) => {
    for (const { def, keys, pattern } of compiled) {
      const found = pattern.exec(pathname);
      if (!found) continue;
      const params: RouteParams = {};
      keys.forEach((key, index) => {
        const raw = found[index + 1];
        params[key] = raw === undefined ? undefined : decodeSegment(raw);
      });
      return { def, params };
    }
    return null;
  };
}

/** A path segment as written by people: `%C3%A9` is « é »; a malformed escape stays as it came. */
function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A path without its trailing slashes; `/` stays `/`. */
export const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/**
 * The path as the route spells it (DESIGN §4: the canonical URL): matching ignores letter case
 * and a trailing slash, so `/RECETTES/gratin/` is the page of `/recettes/gratin`. The pattern's
 * parameters are filled with the matched ones; a splat route keeps the path it was given.
 */
export function canonicalPath(match: RouteMatch, pathname: string): string {
  if (match.def.path.includes('*')) return withoutTrailingSlash(pathname);
  return match.def.path.replace(/\/:(\w+)\??/g, (_, key: string) => {
    const value = match.params[key];
    return value === undefined ? '' : `/${encodeURIComponent(value)}`;
  });
}
