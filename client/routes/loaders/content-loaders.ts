import { articleQuery, blogCategoryQuery, blogPageQuery } from '../../api/queries/blog.ts';
import { faqPageQuery, faqSectionsQuery } from '../../api/queries/faq.ts';
import { contentPageQuery } from '../../api/queries/pages.ts';
import { reviewsQuery } from '../../api/queries/reviews.ts';
import { notFound, pageParam } from '../page-param.ts';
import type { PageLoaders } from './page-loader.ts';

/** The content pages (issue 6): blog, help centre, generic pages, reviews. */
export const contentLoaders: PageLoaders = {
  async blog({ params, deps: { ensure, clients } }) {
    const page = pageParam(params.page);
    const { pagination } = await ensure(blogPageQuery(clients.api, page));
    if (page > pagination.pageCount) notFound();
  },
  async 'blog-category'({ params, deps: { ensure, clients } }) {
    const page = pageParam(params.page);
    const list = await ensure(blogCategoryQuery(clients.api, params.category ?? '', page));
    // spec §5: an empty category list is an error (DECISIONS: a 404 page)
    if (!list || list.articles.length === 0) notFound();
  },
  async article({ params, deps: { ensure, clients } }) {
    if (!(await ensure(articleQuery(clients.api, params.slug ?? '')))) notFound();
  },
  async faq({ deps: { ensure, clients } }) {
    await ensure(faqSectionsQuery(clients.api));
  },
  async 'faq-article'({ params, deps: { ensure, clients } }) {
    const segments = (params['*'] ?? '').split('/');
    if (!(await ensure(faqPageQuery(clients.api, segments)))) notFound();
  },
  async 'content-page'({ params, deps: { ensure, clients } }) {
    if (!(await ensure(contentPageQuery(clients.api, params.slug ?? '')))) notFound();
  },
  async reviews({ deps: { ensure, clients } }) {
    await ensure(reviewsQuery(clients.reviews));
  },
};
