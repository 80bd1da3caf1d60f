import { metaDescription } from '../../shared/meta-description.ts';
import { derivedOnce } from './derived-once.ts';
import { organizationJsonLd, webSiteJsonLd, type JsonLd } from './json-ld.ts';
import type { MetaInput, Refine } from './meta-refinement.ts';

export type { MetaInput } from './meta-refinement.ts';

export interface PageMeta {
  /** `{title} - {brand}` (spec §1) */
  title: string;
  description: string;
  /** null on an error page: a 404 or 503 is not the address of anything (DESIGN §4) */
  canonicalUrl: string | null;
  noindex: boolean;
  ogType: 'website' | 'article';
  image: { url: string; width: number; height: number; alt: string };
  abTestScriptUrl: string | null;
  jsonLd: JsonLd[];
}

/** The route table's metadata of a page, refined by its head (its folder's `head.ts`). */
export function pageMeta(input: MetaInput, head?: Refine): PageMeta {
  const { def, pathname, site } = input;
  const refined = head?.(input) ?? {};
  const title = refined.title ?? def.title;
  return {
    title: `${title} - ${site.brandName}`,
    // what a search result shows: 160 characters at most, cut at a word (DESIGN §4)
    description: metaDescription(refined.description ?? def.description),
    canonicalUrl: `${site.publicSiteUrl}${refined.canonicalPath ?? pathname}`,
    noindex: def.noindex === true || refined.noindex === true,
    ogType: refined.ogType ?? 'website',
    image: refined.image
      ? { ...refined.image, url: `${site.publicSiteUrl}${refined.image.url}` }
      : {
          url: `${site.publicSiteUrl}/og-image.png`,
          width: 1200,
          height: 630,
          alt: site.brandName,
        },
    abTestScriptUrl: def.abTest ? site.abTestScriptUrl : null,
    jsonLd: [
      ...derivedOnce(site, 'site', () => [organizationJsonLd(site), webSiteJsonLd(site)]),
      ...(refined.jsonLd ?? []),
    ],
  };
}
