import type { QueryClient } from '@tanstack/react-query';
import { faqPageKey, type FaqPage } from '../../api/queries/faq.ts';
import { deliveryFaqSegments } from './seo-plans.ts';

/** The help centre's delivery questions in the cache, in plain text (the FAQPage's answers). */
export function deliveryQuestionsOf(queryClient: QueryClient) {
  const page = queryClient.getQueryData<FaqPage | null>(faqPageKey(deliveryFaqSegments));
  if (!page || page.kind !== 'subsection') return [];
  return page.subsection.questions.map((q) => ({ question: q.title, answer: q.plainText }));
}
