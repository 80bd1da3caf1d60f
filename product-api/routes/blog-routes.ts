import { Router } from 'express';
import type { ApiContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { parseFindQuery } from '../query/parse-query.ts';
import { QueryBudget } from '../query/query-budget.ts';

const articlePopulate = { cover: true, blog_categories: { fields: ['name', 'slug'] } };

// The blog's own calls (spec §7). Like every read of blog articles they serve only `live` ones
// (spec §5), whatever the filters: a draft's slug answers 404 (publicFilter, content-types.ts).
export function blogRoutes(ctx: ApiContext): Router {
  const { finder } = ctx;
  const router = Router();

  router.get(
    '/blog/article/:slug',
    route((req) => {
      const article = finder.findFirst(
        'blog-article',
        parseFindQuery('blog-article', {
          filters: { slug: { $eq: String(req.params.slug) } },
          populate: articlePopulate,
        }),
      );
      if (!article) throw notFound('Not Found');
      return { data: article, meta: {} };
    }),
  );

  router.get(
    '/blog/articles/:categorySlug',
    route((req) => {
      const slug = String(req.params.categorySlug);
      const budget = new QueryBudget();
      const category = finder.findFirst(
        'blog-category',
        parseFindQuery('blog-category', {
          filters: { slug: { $eq: slug } },
          fields: ['name', 'slug', 'description'],
        }),
        budget,
      );
      if (!category) throw notFound('Not Found');
      const query = parseFindQuery('blog-article', {
        sort: 'createdAt:desc',
        populate: articlePopulate,
        ...req.query,
      });
      const filters = { $and: [{ blog_categories: { slug: { $eq: slug } } }, query.filters ?? {}] };
      const { data, meta } = finder.findMany('blog-article', { ...query, filters }, budget);
      return { data, meta: { ...meta, category } };
    }),
  );

  return router;
}
