import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { excludedFaqSectionId, faqSearchPageSize, isShownSection } from '../../../shared/faq.ts';
import type { ApiClient } from '../api-client.ts';

export interface FaqSearchHit {
  id: number;
  title: string;
  /** /faq/{section}/{subsection}/{article} */
  path: string;
  /** « Section › Sous-rubrique » */
  where: string;
}

const names = { fields: ['title', 'slug'] };

/**
 * Articles whose title or keywords contain every word typed (spec §7 `/faq-articles`, page size
 * 999 of spec §9; `$containsi` ignores case and accents). `words` come from `faqSearchWords`.
 */
export const faqSearchQuery = (api: ApiClient, words: string[]) =>
  queryOptions({
    queryKey: ['faq-search', words.join(' ')],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<FaqSearchHit[]> => {
      if (words.length === 0) return [];
      const [{ searchAnswer }, body] = await Promise.all([
        import('./faq-search-schema.ts'),
        api.get(
          '/faq-articles',
          {
            filters: {
              $and: [
                ...words.map((word) => ({
                  $or: [
                    { title: { $containsi: word } },
                    { faq_keywords: { title: { $containsi: word } } },
                  ],
                })),
                { faq_subsection: { faq_section: { id: { $ne: excludedFaqSectionId } } } },
              ],
            },
            ...names,
            populate: { faq_subsection: { ...names, populate: { faq_section: names } } },
            sort: ['position:asc', 'id:asc'],
            pagination: { page: 1, pageSize: faqSearchPageSize },
          },
          // the search's live region says a failure itself (spec §8's skip flag)
          { skipGlobalNotify: true },
        ),
      ]);
      const answer = searchAnswer.parse(body);
      return answer.data.flatMap((hit) => {
        const subsection = hit.faq_subsection;
        const section = subsection?.faq_section;
        if (!subsection || !section || !isShownSection(section)) return [];
        return [
          {
            id: hit.id,
            title: hit.title,
            path: `/faq/${section.slug}/${subsection.slug}/${hit.slug}`,
            where: `${section.title} › ${subsection.title}`,
          },
        ];
      });
    },
  });
