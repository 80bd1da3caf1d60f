import type { PageMeta } from '../metadata/page-meta.ts';

/**
 * The metadata the server wrote into the page's <head>, read back to hydrate it as it is: the
 * code that computes metadata loads only when the visitor navigates (ADR 017).
 */
export function metaFromDocument(doc: Document, abTestScriptUrl: string | null): PageMeta {
  const attribute = (selector: string, name: string) =>
    doc.head.querySelector(selector)?.getAttribute(name) ?? '';
  const property = (name: string) => attribute(`meta[property="${name}"]`, 'content');
  return {
    title: doc.head.querySelector('title')?.textContent ?? '',
    description: attribute('meta[name="description"]', 'content'),
    canonicalUrl: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    noindex: doc.head.querySelector('meta[name="robots"]') !== null,
    ogType: property('og:type') === 'article' ? 'article' : 'website',
    image: {
      url: property('og:image'),
      width: Number(property('og:image:width')),
      height: Number(property('og:image:height')),
      alt: property('og:image:alt'),
    },
    abTestScriptUrl,
    jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent || 'null') as PageMeta['jsonLd'][number],
    ),
  };
}
