import type { QueryClient } from '@tanstack/react-query';
import { faqPageKey, type FaqPage } from '../../api/queries/faq.ts';
import { deliveryFaqSegments } from './seo-plans.ts';

// The help centre's delivery questions as /livraison-panier-repas's FAQPage gives them (their
// French typography is the FAQ query's, client/api/queries/faq-schemas.ts).

/** The questions in the cache, in plain text (the FAQPage's answers). */
export function deliveryQuestionsOf(queryClient: QueryClient) {
  const page = queryClient.getQueryData<FaqPage | null>(faqPageKey(deliveryFaqSegments));
  if (!page || page.kind !== 'subsection') return [];
  return page.subsection.questions.map((q) => ({ question: q.title, answer: q.plainText }));
}
