import type { FaqQuestion } from '../api/queries/faq.ts';
import type { JsonLd } from './json-ld.ts';

// DESIGN §4 and §12: FAQPage on help answers (allowed, though it earns no rich result). The
// answer is plain text: no markup of the CMS reaches structured data.
export function faqPageJsonLd(question: FaqQuestion, url: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: 'fr-FR',
    mainEntity: [
      {
        '@type': 'Question',
        name: question.title,
        acceptedAnswer: { '@type': 'Answer', text: question.plainText },
      },
    ],
  };
}
