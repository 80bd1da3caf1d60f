// How long an anonymous page may be reused (ADR 011: it is the same for everyone): by shared
// caches in front of the site, and by the site's own page cache (DESIGN §11, ADR 022), whose
// time to live is this `s-maxage` and whose stale window is this `stale-while-revalidate`.

export const sharedMaxAgeSeconds = 60;
export const staleWhileRevalidateSeconds = 300;

export const anonymousPageCacheControl = `public, max-age=0, s-maxage=${sharedMaxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`;

/** a visitor's own page or API answer, a write's answer, an answer that sets a cookie */
export const privatePageCacheControl = 'private, no-store';
