import { Router } from 'express';
import type { ApiContext } from '../context.ts';
import { notFound } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import type { TypeName } from '../query/content-types.ts';
import { parseFindQuery } from '../query/parse-query.ts';

// The read-only collections, at their Strapi plural path: GET /api/{plural} (find) and
// GET /api/{plural}/{documentId or id} (findOne).
const collections: Record<string, TypeName> = {
  'blog-articles': 'blog-article',
  'blog-categories': 'blog-category',
  'faq-sections': 'faq-section',
  'faq-subsections': 'faq-subsection',
  'faq-articles': 'faq-article',
  'faq-keywords': 'faq-keyword',
  pages: 'page',
  'static-contents': 'static-content',
  'reassurance-blocks': 'reassurance-block',
  'recipe-sections': 'recipe-section',
  'recipe-categories': 'recipe-category',
  'generic-products': 'generic-product',
  'options-prices': 'options-price',
  reviews: 'review',
  recipes: 'recipe',
};

export function collectionRoutes(ctx: ApiContext): Router {
  const router = Router();
  for (const [plural, type] of Object.entries(collections)) {
    router.get(
      `/${plural}`,
      route((req) => ctx.finder.findMany(type, parseFindQuery(type, req.query))),
    );
    router.get(
      `/${plural}/:key`,
      route((req) => {
        const key = String(req.params.key);
        const query = parseFindQuery(type, {
          ...req.query,
          filters: undefined,
          pagination: undefined,
        });
        const filters = /^\d{1,12}$/.test(key) ? { id: key } : { documentId: key };
        const entry = ctx.finder.findFirst(type, { ...query, filters });
        if (!entry) throw notFound();
        return { data: entry, meta: {} };
      }),
    );
  }
  return router;
}
