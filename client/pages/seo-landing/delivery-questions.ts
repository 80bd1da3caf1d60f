import type { QueryClient } from '@tanstack/react-query';
import { frenchTypography } from '../../../shared/french-typography.ts';
import type { MarkdownNode } from '../../../shared/markdown.ts';
import { faqPageKey, type FaqPage, type FaqQuestion } from '../../api/queries/faq.ts';
import { deliveryFaqSegments } from './seo-plans.ts';

// The help centre's delivery questions as /livraison-panier-repas shows them: the CMS's copy,
// set in French typography like the page's own (DECISIONS, « Copy »).

const typesetNodes = (nodes: readonly MarkdownNode[]): MarkdownNode[] =>
  nodes.map((node) =>
    typeof node === 'string'
      ? frenchTypography(node)
      : 'children' in node
        ? { ...node, children: typesetNodes(node.children) }
        : node,
  );

export const typesetQuestion = (question: FaqQuestion): FaqQuestion => ({
  ...question,
  title: frenchTypography(question.title),
  body: typesetNodes(question.body),
  plainText: frenchTypography(question.plainText),
});

/** The questions in the cache, in plain text (the FAQPage's answers). */
export function deliveryQuestionsOf(queryClient: QueryClient) {
  const page = queryClient.getQueryData<FaqPage | null>(faqPageKey(deliveryFaqSegments));
  if (!page || page.kind !== 'subsection') return [];
  return page.subsection.questions
    .map(typesetQuestion)
    .map((q) => ({ question: q.title, answer: q.plainText }));
}
