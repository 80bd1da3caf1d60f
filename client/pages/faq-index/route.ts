import { faqSearchParam, faqSearchWords } from '../../../shared/faq.ts';
import { faqSearchQuery } from '../../api/queries/faq-search.ts';
import { faqSectionsQuery } from '../../api/queries/faq.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './faq-page.tsx';

export async function loader({ url, deps: { ensure, clients } }: PageLoadArgs) {
  const words = faqSearchWords(url.searchParams.get(faqSearchParam));
  await Promise.all([
    ensure(faqSectionsQuery(clients.api)),
    words.length > 0 ? ensure(faqSearchQuery(clients.api, words)) : null,
  ]);
}
