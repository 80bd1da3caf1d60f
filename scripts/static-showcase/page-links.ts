// What a rendered page points to: the links to follow and the files to copy (ADR 051).

// React writes `srcSet` and `imageSrcSet` as they are spelt in JSX: HTML ignores the case
const attribute = /\s(href|src|srcset|imagesrcset)="([^"]*)"/gi;

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every URL of the page's `href`, `src`, `srcset` and `imagesrcset` attributes, as written. */
export function pageLinks(html: string): { hrefs: string[]; sources: string[] } {
  const hrefs: string[] = [];
  const sources: string[] = [];
  for (const [, name, raw] of html.matchAll(attribute)) {
    const value = decodeEntities(raw ?? '');
    const kind = name?.toLowerCase();
    if (kind === 'href') hrefs.push(value);
    else if (kind === 'src') sources.push(value);
    else
      sources.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
  }
  return { hrefs, sources: sources.filter(Boolean) };
}

const dataBlock = /<script id="app-state" type="application\/json"[^>]*>([\s\S]*?)<\/script>/;

/** The page's data block (client/app/app-state.ts), as the browser reads it, or null. */
export const dataBlockOf = (html: string): string | null => dataBlock.exec(html)?.[1] ?? null;

/** The page without the response's CSP nonces: a static host sends no CSP to match them. */
export const withoutNonces = (html: string): string => html.replace(/ nonce="[^"]*"/g, '');
