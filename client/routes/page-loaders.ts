import { faqPageQuery, faqSectionsQuery } from '../api/queries/faq.ts';
import { articleQuery, blogCategoryQuery, blogPageQuery } from '../api/queries/blog.ts';
import { contentPageQuery } from '../api/queries/pages.ts';
import { cookbookQuery, recipeQuery } from '../api/queries/recipes.ts';
import { reviewsQuery } from '../api/queries/reviews.ts';
import { guestChefBySlug } from '../../shared/guest-chefs.ts';
import type { PageKey, RouteDef } from '../../shared/routes.ts';
import type { LoaderDeps } from './loader-deps.ts';
import { notFound, pageParam } from './page-param.ts';

export const cookbookPageSize = 20; // spec §9
export const homeRecipeCount = 6;

export interface PageLoadArgs {
  def: RouteDef;
  params: Record<string, string | undefined>;
  url: URL;
  deps: LoaderDeps;
}

type PageLoader = (args: PageLoadArgs) => Promise<void>;

/** Pre-fetches what each page shows into the query cache; 404 when the content does not exist. */
export const pageLoaders: Partial<Record<PageKey, PageLoader>> = {
  async home({ deps: { ensure, clients } }) {
    await Promise.all([
      ensure(
        cookbookQuery(clients.api, { page: 1, pageSize: homeRecipeCount }),
      ),
      ensure(reviewsQuery(clients.reviews)),
      ensure(faqSectionsQuery(clients.api)),
    ]);
  },
  async cookbook({ params, deps: { ensure, clients } }) {
    const page = pageParam(params.page);
    const { pagination } = await ensure(
      cookbookQuery(clients.api, { page, pageSize: cookbookPageSize }),
    );
    if (page > pagination.pageCount) notFound();
  },
  async 'cookbook-list'({ def, params, deps: { ensure, clients } }) {
    const page = pageParam(params.page);
    const props = def.props as { filters: string | null; maxtime: number | null };
    const { pagination } = await ensure(
      cookbookQuery(clients.api, {
        page,
        pageSize: cookbookPageSize,
        tag: props.filters,
        maxTime: props.maxtime,
      }),
    );
    if (page > pagination.pageCount) notFound();
  },
  async recipe({ params, deps: { ensure, clients } }) {
    if (!(await ensure(recipeQuery(clients.api, params.slug ?? ''))))
      notFound();
  },
  async 'recipe-origins'({ params, deps: { ensure, clients } }) {
    if (!/^([1-9]|[1-4]\d|5[0-3])$/.test(params.week ?? '')) notFound();
    if (!(await ensure(recipeQuery(clients.api, params.slug ?? ''))))
      notFound();
  },
  async blog({ params, deps: { ensure, clients } }) {
    const page = pageParam(params.page);
    const { pagination } = await ensure(blogPageQuery(clients.api, page));
    if (page > pagination.pageCount) notFound();
  },
  async 'blog-category'({ params, deps: { ensure, clients } }) {
    const page = pageParam(params.page);
    const list = await ensure(
      blogCategoryQuery(clients.api, params.category ?? '', page),
    );
    // spec §5: an empty category list is an error (DECISIONS: a 404 page)
    if (!list || list.articles.length === 0) notFound();
  },
  async article({ params, deps: { ensure, clients } }) {
    if (!(await ensure(articleQuery(clients.api, params.slug ?? ''))))
      notFound();
  },
  async faq({ deps: { ensure, clients } }) {
    await ensure(faqSectionsQuery(clients.api));
  },
  async 'faq-article'({ params, deps: { ensure, clients } }) {
    const segments = (params['*'] ?? '').split('/');
    if (!(await ensure(faqPageQuery(clients.api, segments)))) notFound();
  },
  async 'content-page'({ params, deps: { ensure, clients } }) {
    if (!(await ensure(contentPageQuery(clients.api, params.slug ?? ''))))
      notFound();
  },
  async reviews({ deps: { ensure, clients } }) {
    await ensure(reviewsQuery(clients.reviews));
  },
  async 'guest-chef'({ def, deps: { ensure, clients } }) {
    const chef = guestChefBySlug(String(def.props?.chefSlug));
    if (!chef) notFound();
    await ensure(
      cookbookQuery(clients.api, { page: 1, pageSize: 8, tag: chef.recipeTag }),
    );
  },
  async 'not-found'() {
    notFound();
  },
};
