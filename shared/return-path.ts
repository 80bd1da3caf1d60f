// Spec §2's guard sends a visitor without a session to the login page; once logged in, they
// come back where they were going (DESIGN §3) — a path of this site only, never another
// site's address (no open redirect).

/** The login page's parameter naming where to go back. */
export const returnParam = 'retour';

const maxLength = 512;

/**
 * `raw` when it is a path of this site (`/mon-compte/cartes?x=1`), else undefined: nothing that
 * a browser would read as another host (`//evil.example`, `/\evil.example`, `https://…`), no
 * control character, no more than 512 characters.
 */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > maxLength) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) return undefined;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  // the parser resolves dot segments: `/.//evil.example` comes out as `//evil.example`
  if (url.origin !== base || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}`;
}

/** The login page for a visitor who was going to `path`: `/connexion?retour=%2Fmon-compte`. */
export const loginUrlFor = (loginPath: string, path: string): string =>
  `${loginPath}?${returnParam}=${encodeURIComponent(path)}`;
