// Spec §1: the product may be served under a base path, for the static showcase build (ADR 051).

export type BasePathReading = { ok: true; basePath: string } | { ok: false; reason: string };

const segment = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * `BASE_PATH` as the site uses it: empty for the root (unset, empty or `/`), otherwise
 * `/seg[/seg…]` with no trailing slash, no `.` or `..` segment and only the characters a path
 * segment takes unescaped, so that it can be put in front of any path as it is.
 */
export function readBasePath(value: string | undefined): BasePathReading {
  if (value === undefined || value === '' || value === '/') return { ok: true, basePath: '' };
  if (!value.startsWith('/')) return { ok: false, reason: 'must start with « / », e.g. /vitrine' };
  if (value.endsWith('/')) return { ok: false, reason: 'must not end with « / », e.g. /vitrine' };
  const segments = value.slice(1).split('/');
  if (segments.some((part) => part === '.' || part === '..'))
    return { ok: false, reason: 'must not contain « . » or « .. » segments' };
  if (!segments.every((part) => segment.test(part)))
    return {
      ok: false,
      reason: 'must be path segments of letters, digits, « - », « _ », « ~ » or « . »',
    };
  return { ok: true, basePath: value };
}

/** A path of the site (`/recettes`) under the base path; `/` is the base itself, with its slash. */
export function underBase(basePath: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${basePath}${path}`;
}

/**
 * The site's path of a URL path under the base path (`/vitrine/recettes` → `/recettes`), or null
 * when the path is outside it.
 */
export function withinBase(basePath: string, pathname: string): string | null {
  if (!basePath) return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : null;
}
