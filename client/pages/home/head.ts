import type { Refine } from '../../metadata/meta-refinement.ts';
import { questionsJsonLd } from '../../metadata/seo-json-ld.ts';
import { homeQuestions } from './home-faq.ts';

// a FAQPage for the page's own questions (ADR 049)
export const head: Refine = ({ site, pathname }) => ({
  jsonLd: [questionsJsonLd(`${site.publicSiteUrl}${pathname}`, homeQuestions)],
});
