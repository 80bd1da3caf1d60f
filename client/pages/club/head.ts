import { faqPageKey } from '../../api/queries/faq.ts';
import { marketingHead } from '../../components/marketing/marketing-head.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { cachedQuestions, questionsJsonLd } from '../../metadata/showcase-json-ld.ts';
import { clubFaq } from './club-content.ts';

export const head: Refine = (input) => {
  const { site, def, queryClient } = input;
  const questions = cachedQuestions(queryClient, faqPageKey(clubFaq));
  return {
    jsonLd: [
      ...(marketingHead(input).jsonLd ?? []),
      ...(questions.length ? [questionsJsonLd(site, def.path, questions)] : []),
    ],
  };
};
