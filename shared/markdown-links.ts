// Where a link or a picture of CMS content may point (ADR 015): site paths become client-side
// links, the web, e-mail and telephone stay plain links, and every other scheme is dropped
// (javascript:, data:, vbscript:, file:…), whatever its case or encoding.

export type SafeLink =
  /** a path of this site, for a client-side link */
  | { kind: 'route'; to: string }
  /** a fragment of the same page */
  | { kind: 'anchor'; href: string }
  /** another site, an e-mail address or a phone number */
  | { kind: 'external'; href: string };

// a path, but not `//host` nor `/\host`, which browsers read as another host
const sitePath = /^\/(?![/\\])/;
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\u0000-\u0020\u007f\\]/;

export function safeLink(raw: string, siteOrigin?: string): SafeLink | null {
  const href = raw.trim();
  if (href === '' || unsafeCharacters.test(href)) return null;
  if (href.startsWith('#')) return href.length > 1 ? { kind: 'anchor', href } : null;
  if (sitePath.test(href)) return { kind: 'route', to: href };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    // a relative link (`livraison`, `../x`) means nothing once the page moves: dropped
    return null;
  }
  if (siteOrigin && url.origin === siteOrigin && url.protocol.startsWith('http'))
    return { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
  if (url.protocol === 'https:' || url.protocol === 'http:')
    return url.hostname ? { kind: 'external', href: url.href } : null;
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'external', href };
  return null;
}

/** Pictures come from this site only (/uploads/…): a foreign picture would track readers. */
export function safeImageSource(raw: string): string | null {
  const src = raw.trim();
  return sitePath.test(src) && !unsafeCharacters.test(src) ? src : null;
}
