import { Router } from 'express';
import type { ApiContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import type { IsoWeek } from '../catalogue/iso-week.ts';
import { weekParam } from '../catalogue/week-param.ts';
import { currentWeek, ensureMenu, plannedWeeks } from '../catalogue/weekly-menus.ts';
import { parseFindQuery } from '../query/parse-query.ts';
import { QueryBudget } from '../query/query-budget.ts';

export function menuRoutes(ctx: ApiContext): Router {
  const router = Router();
  const menuQuery = parseFindQuery('menu', {
    populate: {
      menu_details: { populate: { recipe: { populate: ['cover', 'recipe_categories'] } } },
    },
  });
  const menu = (week: IsoWeek, budget: QueryBudget) => {
    const id = ensureMenu(ctx, week);
    const entry = ctx.finder.findFirst(
      'menu',
      { ...menuQuery, filters: { id: String(id) } },
      budget,
    );
    if (!entry) throw new Error(`menu ${id} vanished`);
    return entry;
  };

  router.get(
    '/menus/get-menu-by-week',
    route((req) => {
      const week = weekParam(req.query.week, 'week', ctx.now());
      if (!week) throw badRequest('Missing week: expected an ISO week number from 1 to 53');
      return { data: menu(week, new QueryBudget()), meta: {} };
    }),
  );

  router.get(
    '/menus/logged-out-planning',
    route((req) => {
      const current = currentWeek(ctx);
      const focus = weekParam(req.query.focus_week, 'focus_week', ctx.now()) ?? current;
      const weeks = plannedWeeks(ctx);
      const focused = weeks.some((w) => w.year === focus.year && w.week === focus.week)
        ? focus
        : current;
      const budget = new QueryBudget(); // the three menus make one answer
      const data = weeks.map((week) => ({
        ...menu(week, budget),
        focusWeek: week.year === focused.year && week.week === focused.week,
      }));
      return { data, meta: { currentWeek: current } };
    }),
  );

  return router;
}
