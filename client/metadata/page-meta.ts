import { catalogueMeta } from './catalogue-meta.ts';
import { contentMeta } from './content-meta.ts';
import { marketingMeta } from './marketing-meta.ts';
import { derivedOnce } from './derived-once.ts';
import { organizationJsonLd, webSiteJsonLd, type JsonLd } from './json-ld.ts';
import type { MetaInput, PageRefinements } from './meta-refinement.ts';

export type { MetaInput } from './meta-refinement.ts';

export interface PageMeta {
  /** `{title} - {brand}` (spec §1) */
  title: string;
  description: string;
  canonicalUrl: string;
  noindex: boolean;
  ogType: 'website' | 'article';
  image: { url: string; width: number; height: number; alt: string };
  abTestScriptUrl: string | null;
  jsonLd: JsonLd[];
}

// each domain refines its own pages' metadata
const refinements: PageRefinements = { ...catalogueMeta, ...contentMeta, ...marketingMeta };

export function pageMeta(input: MetaInput): PageMeta {
  const { def, pathname, site } = input;
  const refined = refinements[def.page]?.(input) ?? {};
  const title = refined.title ?? def.title;
  return {
    title: `${title} - ${site.brandName}`,
    description: refined.description ?? def.description,
    canonicalUrl: `${site.publicSiteUrl}${pathname}`,
    noindex: def.noindex === true,
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
