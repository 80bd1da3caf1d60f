import { guestChefBySlug } from '../../../shared/guest-chefs.ts';
import { cookbookQuery, recipeQuery } from '../../api/queries/recipes.ts';
import { notFound, pageParam } from '../page-param.ts';
import type { PageLoaders } from './page-loader.ts';

export const cookbookPageSize = 20; // spec §9

/** The catalogue's pages (issue 5): cookbook, its lists, recipes, the menu, guest chefs. */
export const catalogueLoaders: PageLoaders = {
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
    if (!(await ensure(recipeQuery(clients.api, params.slug ?? '')))) notFound();
  },
  async 'recipe-origins'({ params, deps: { ensure, clients } }) {
    if (!/^([1-9]|[1-4]\d|5[0-3])$/.test(params.week ?? '')) notFound();
    if (!(await ensure(recipeQuery(clients.api, params.slug ?? '')))) notFound();
  },
  async 'guest-chef'({ def, deps: { ensure, clients } }) {
    const chef = guestChefBySlug(String(def.props?.chefSlug));
    if (!chef) notFound();
    await ensure(cookbookQuery(clients.api, { page: 1, pageSize: 8, tag: chef.recipeTag }));
  },
};
