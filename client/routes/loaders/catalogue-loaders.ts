import { cookbookListByPath } from '../../../shared/cookbook-lists.ts';
import { guestChefBySlug } from '../../../shared/guest-chefs.ts';
import { resolveMenuWeek } from '../../../shared/menu-week.ts';
import { menuFocusQuery, menuPlanningQuery, menuWeekQuery } from '../../api/queries/menus.ts';
import { currentWeekQuery } from '../../api/queries/current-week.ts';
import { recipeQuery } from '../../api/queries/recipe-detail.ts';
import {
  cookbookPageSize,
  cookbookQuery,
  guestChefRecipeCount,
} from '../../api/queries/recipes.ts';
import { notFound } from '../../router/route-outcome.ts';
import { pageParam } from '../page-param.ts';
import type { PageLoaders } from './page-loader.ts';

// Strapi's uid characters; anything else cannot be a recipe, so it is a 404 without a call
const recipeSlug = /^[A-Za-z0-9_~-][A-Za-z0-9_.~-]{0,199}$/;
// an ISO week number written plainly, 1 to 53
const weekSegment = /^([1-9]|[1-4]\d|5[0-3])$/;

/** The catalogue's pages (issue 5): cookbook, its lists, recipes, the menu, guest chefs. */
export const catalogueLoaders: PageLoaders = {
  async cookbook({ params, deps: { ensure, clients } }) {
    const page = pageParam(params.page);
    const { pagination } = await ensure(
      cookbookQuery(clients.api, { page, pageSize: cookbookPageSize }),
    );
    // DECISIONS: a page beyond the last is a 404
    if (page > pagination.pageCount) notFound();
  },
  async 'cookbook-list'({ def, params, deps: { ensure, clients } }) {
    const page = pageParam(params.page);
    const list = cookbookListByPath(String(def.props?.list));
    if (!list) notFound();
    const { pagination } = await ensure(
      cookbookQuery(clients.api, {
        page,
        pageSize: cookbookPageSize,
        tag: list.tag,
        maxTime: list.maxTime,
      }),
    );
    if (page > pagination.pageCount) notFound();
  },
  async recipe({ params, deps: { ensure, clients, now } }) {
    const slug = params.slug ?? '';
    if (!recipeSlug.test(slug)) notFound();
    const [recipe] = await Promise.all([
      ensure(recipeQuery(clients.api, slug)),
      // the link to this week's origins of the ingredients
      ensure(currentWeekQuery(now)),
    ]);
    if (!recipe) notFound();
  },
  async 'recipe-origins'({ params, deps: { ensure, clients } }) {
    const slug = params.slug ?? '';
    if (!weekSegment.test(params.week ?? '') || !recipeSlug.test(slug)) notFound();
    const [recipe, week] = await Promise.all([
      ensure(recipeQuery(clients.api, slug)),
      ensure(menuWeekQuery(clients.api, Number(params.week))),
    ]);
    if (!recipe || !week) notFound();
  },
  async menu({ url, deps: { ensure, clients, queryClient, now } }) {
    // DECISIONS: an invalid or out-of-range ?week falls back to the current week
    const { week } = resolveMenuWeek(url.searchParams.get('week'), now());
    await ensure(menuPlanningQuery(clients.api, week));
    // recorded once its planning is in the cache, so that nothing renders a week without data
    queryClient.setQueryData(menuFocusQuery().queryKey, week);
  },
  async 'guest-chef'({ def, deps: { ensure, clients } }) {
    const chef = guestChefBySlug(String(def.props?.chefSlug));
    if (!chef) notFound();
    await ensure(
      cookbookQuery(clients.api, { page: 1, pageSize: guestChefRecipeCount, tag: chef.recipeTag }),
    );
  },
};
