import { faqSearchParam, faqSearchWords } from '../../../shared/faq.ts';
import { articleQuery, suggestedArticlesQuery } from '../../api/queries/blog-article.ts';
import { blogCategoryQuery, blogPageQuery } from '../../api/queries/blog.ts';
import { faqSearchQuery } from '../../api/queries/faq-search.ts';
import { faqPageQuery, faqSectionsQuery, faqSegments } from '../../api/queries/faq.ts';
import { contentPageQuery, contentPageSlugOf } from '../../api/queries/pages.ts';
import { reviewsFileQuery } from '../../api/queries/reviews.ts';
import { siteOriginOf } from '../../app/site-settings.tsx';
import { notFound } from '../../router/route-outcome.ts';
import { pageParam } from '../page-param.ts';
import type { PageLoaders } from './page-loader.ts';

/** The content pages (issue 6): blog, help centre, generic pages, reviews. */
export const contentLoaders: PageLoaders = {
  async blog({ params, deps: { ensure, clients } }) {
    const page = pageParam(params.page);
    const { pagination } = await ensure(blogPageQuery(clients.api, page));
    // spec §5: an empty list is an error (DECISIONS: a 404 page), as is a page beyond the last
    if (page > pagination.pageCount) notFound();
  },
  async 'blog-category'({ params, deps: { ensure, clients } }) {
    const page = pageParam(params.page);
    const list = await ensure(blogCategoryQuery(clients.api, params.category ?? '', page));
    if (!list || list.articles.length === 0) notFound();
  },
  async article({ params, deps: { ensure, clients, site } }) {
    const slug = params.slug ?? '';
    const article = await ensure(articleQuery(clients.api, slug, siteOriginOf(site)));
    if (!article) notFound();
    const category = article.categories[0]?.slug ?? null;
    await ensure(suggestedArticlesQuery(clients.api, slug, category));
  },
  async faq({ url, deps: { ensure, clients } }) {
    const words = faqSearchWords(url.searchParams.get(faqSearchParam));
    await Promise.all([
      ensure(faqSectionsQuery(clients.api)),
      words.length > 0 ? ensure(faqSearchQuery(clients.api, words)) : null,
    ]);
  },
  async 'faq-article'({ params, deps: { ensure, clients, site } }) {
    const segments = faqSegments(params['*']);
    if (!(await ensure(faqPageQuery(clients.api, segments, siteOriginOf(site))))) notFound();
  },
  async 'content-page'({ def, params, deps: { ensure, clients, site } }) {
    const slug = contentPageSlugOf(def, params);
    if (!(await ensure(contentPageQuery(clients.api, slug, siteOriginOf(site))))) notFound();
  },
  async reviews({ deps: { ensure, clients } }) {
    await ensure(reviewsFileQuery(clients.reviews));
  },
};
