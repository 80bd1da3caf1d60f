import { faqPageKey, faqSegments, type FaqPage } from '../../api/queries/faq.ts';
import { faqTrail } from '../../content/content-trails.ts';
import { faqPageJsonLd } from '../../metadata/faq-json-ld.ts';
import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { metaDescription } from '../../../shared/meta-description.ts';

/** « Gérer mon abonnement » as it reads inside a sentence: « gérer mon abonnement ». */
const inSentence = (title: string) =>
  /^\p{Lu}\p{Ll}/u.test(title) ? `${title[0]?.toLowerCase()}${title.slice(1)}` : title;

/** spec §2: each help page its own description — an answer's words, a list of what it holds. */
function descriptionOf(faq: FaqPage, brandName: string): string {
  if (faq.kind === 'article') return metaDescription(faq.article.plainText);
  if (faq.kind === 'subsection')
    return metaDescription(
      `${faq.subsection.title}\u00a0: ${faq.subsection.questions.map((q) => q.title).join(' ')}`,
    );
  const topics = faq.subsections.map((subsection) => inSentence(subsection.title)).join(', ');
  return metaDescription(
    `${faq.section.title}\u00a0: ${topics}. Les réponses de l’aide ${brandName}.`,
  );
}

export const head: Refine = ({ params, pathname, queryClient, site }) => {
  const faq = queryClient.getQueryData<FaqPage | null>(faqPageKey(faqSegments(params['*'])));
  if (!faq) return {};
  const breadcrumbs = breadcrumbJsonLd(site, faqTrail(faq));
  const description = descriptionOf(faq, site.brandName);
  if (faq.kind !== 'article')
    return {
      // « Nos ingrédients » is a help topic and a page of the site: the topic says it is help
      title: `${faq.kind === 'section' ? faq.section.title : faq.subsection.title} – Aide`,
      description,
      jsonLd: [breadcrumbs],
    };
  return {
    title: faq.article.title,
    description,
    jsonLd: [faqPageJsonLd(faq.article, `${site.publicSiteUrl}${pathname}`), breadcrumbs],
  };
};
