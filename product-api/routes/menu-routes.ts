import { Router } from 'express';
import type { ApiContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { route } from '../http/async-route.ts';
import { addWeeks, nextOccurrence, type IsoWeek } from '../catalogue/iso-week.ts';
import { currentWeek, ensureMenu } from '../catalogue/weekly-menus.ts';
import { parseFindQuery } from '../query/parse-query.ts';
import { QueryBudget } from '../query/query-budget.ts';

const plannedWeeks = 3; // DECISIONS: the current week and the next two

function weekParam(raw: unknown, name: string, ctx: ApiContext): IsoWeek | undefined {
  if (raw === undefined) return undefined;
  const week =
    typeof raw === 'string' && /^\d{1,2}$/.test(raw)
      ? nextOccurrence(Number(raw), ctx.now())
      : undefined;
  if (!week) throw badRequest(`Invalid ${name}: expected an ISO week number from 1 to 53`);
  return week;
}

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
      const week = weekParam(req.query.week, 'week', ctx);
      if (!week) throw badRequest('Missing week: expected an ISO week number from 1 to 53');
      return { data: menu(week, new QueryBudget()), meta: {} };
    }),
  );

  router.get(
    '/menus/logged-out-planning',
    route((req) => {
      const current = currentWeek(ctx);
      const focus = weekParam(req.query.focus_week, 'focus_week', ctx) ?? current;
      const weeks = Array.from({ length: plannedWeeks }, (_, index) => addWeeks(current, index));
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
