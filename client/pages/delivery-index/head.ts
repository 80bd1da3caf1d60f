import { marketingHead } from '../../components/marketing/marketing-head.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { questionsJsonLd } from '../../metadata/seo-json-ld.ts';
import { deliveryQuestions } from './delivery-faq.ts';

// the marketing layout's BreadcrumbList, and a FAQPage for the page's own questions (ADR 049)
export const head: Refine = (input) => ({
  jsonLd: [
    ...(marketingHead(input).jsonLd ?? []),
    questionsJsonLd(`${input.site.publicSiteUrl}${input.pathname}`, deliveryQuestions),
  ],
});
