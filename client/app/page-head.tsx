import { Helmet } from 'react-helmet-async';
import type { PageMeta } from '../metadata/page-meta.ts';
import { useSiteSettings } from './site-settings.tsx';

/**
 * The page's title, description, canonical URL, Open Graph and Twitter tags (DESIGN §4), from
 * its metadata (a pure function of the route and the query results), through react-helmet-async.
 * With React 19 it renders native tags, which React keeps in `<head>` in the first bytes and
 * updates on client navigation (DESIGN §12, ADR 025).
 */
export function PageHead({ meta }: { meta: PageMeta }) {
  const { brandName } = useSiteSettings();
  return (
    <Helmet>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {meta.canonicalUrl ? <link rel="canonical" href={meta.canonicalUrl} /> : null}
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:site_name" content={brandName} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {meta.canonicalUrl ? <meta property="og:url" content={meta.canonicalUrl} /> : null}
      <meta property="og:image" content={meta.image.url} />
      <meta property="og:image:width" content={String(meta.image.width)} />
      <meta property="og:image:height" content={String(meta.image.height)} />
      <meta property="og:image:alt" content={meta.image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.image.url} />
    </Helmet>
  );
}
