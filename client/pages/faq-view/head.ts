import { faqPageKey, faqSegments, type FaqPage } from '../../api/queries/faq.ts';
import { faqTrail } from '../../content/content-trails.ts';
import { faqPageJsonLd } from '../../metadata/faq-json-ld.ts';
import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';

export const head: Refine = ({ params, pathname, queryClient, site }) => {
  const faq = queryClient.getQueryData<FaqPage | null>(faqPageKey(faqSegments(params['*'])));
  if (!faq) return {};
  const breadcrumbs = breadcrumbJsonLd(site, faqTrail(faq));
  if (faq.kind !== 'article')
    return {
      title: faq.kind === 'section' ? faq.section.title : faq.subsection.title,
      jsonLd: [breadcrumbs],
    };
  return {
    title: faq.article.title,
    jsonLd: [faqPageJsonLd(faq.article, `${site.publicSiteUrl}${pathname}`), breadcrumbs],
  };
};
