import type { Article } from '../api/queries/blog.ts';
import { articleKey, blogCategoryKey } from '../api/queries/blog.ts';
import type { FaqPage } from '../api/queries/faq.ts';
import { faqPageKey } from '../api/queries/faq.ts';
import type { ContentPage } from '../api/queries/pages.ts';
import { contentPageKey } from '../api/queries/pages.ts';
import { paged, pageNumber, socialPicture, type PageRefinements } from './meta-refinement.ts';

/** Metadata of the content pages (issue 6). */
export const contentMeta: PageRefinements = {
  article({ params, queryClient }) {
    const article = queryClient.getQueryData<Article | null>(articleKey(params.slug ?? ''));
    if (!article) return {};
    return {
      title: article.seoTitle,
      description: article.seoDescription,
      ogType: 'article',
      image: article.cover ? socialPicture(article.cover) : undefined,
    };
  },
  'content-page'({ params, queryClient }) {
    const content = queryClient.getQueryData<ContentPage | null>(contentPageKey(params.slug ?? ''));
    return content ? { title: content.title, description: content.description } : {};
  },
  'faq-article'({ params, queryClient }) {
    const faq = queryClient.getQueryData<FaqPage | null>(
      faqPageKey((params['*'] ?? '').split('/')),
    );
    if (!faq) return {};
    if (faq.kind === 'article') return { title: faq.article.title };
    return { title: faq.kind === 'section' ? faq.section.title : faq.subsection.title };
  },
  'blog-category'({ params, queryClient }) {
    const page = pageNumber(params);
    const list = queryClient.getQueryData<{
      category: { name: string; description: string };
    } | null>(blogCategoryKey(params.category ?? '', page));
    return list
      ? {
          title: paged(`${list.category.name} – le blog`, page),
          description: list.category.description,
        }
      : {};
  },
  blog: ({ def, params }) => ({ title: paged(def.title, pageNumber(params)) }),
};
