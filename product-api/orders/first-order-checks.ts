import { isoDate, nextOccurrence, parisDay, type IsoWeek } from '../catalogue/iso-week.ts';
import type { Tier } from '../catalogue/tier-supplements.ts';
import { plannedWeeks } from '../catalogue/weekly-menus.ts';
import type { ApiContext } from '../context.ts';
import {
  changeDeadline,
  deliveryDates,
  deliverySlots,
  isDeliverySlot,
  type DeliverySlot,
} from './delivery-schedule.ts';

// What a first order's request may be refused for (README "Funnel"), each on its path, in the
// words of the answer's details.errors.

interface Issue {
  path: PropertyKey[];
  message: string;
}

const slotsText = deliverySlots.map((slot) => `${slot.start}–${slot.end}`).join(', ');

/** The week `week` names in the planning (DECISIONS: its next occurrence), if it is there. */
export function plannedWeek(ctx: ApiContext, week: number): IsoWeek | undefined {
  const wanted = nextOccurrence(week, ctx.now());
  return plannedWeeks(ctx).find((w) => w.year === wanted?.year && w.week === wanted.week);
}

/** The subscription's number of recipes, each once, known and on the week's menu. */
export function recipeIssues(
  ctx: ApiContext,
  menuId: number,
  ids: number[],
  known: Map<number, Tier>,
  expected: number,
): Issue[] {
  if (ids.length !== expected)
    return [
      {
        path: ['recipes'],
        message: `expected ${expected} recipes (the subscription's recipe_count), got ${ids.length}`,
      },
    ];
  if (new Set(ids).size !== ids.length)
    return [{ path: ['recipes'], message: 'recipes must not repeat a recipe' }];
  const onMenu = new Set(
    ctx.store
      .all(
        ctx.store.db.selectFrom('menu_details').select('recipe_id').where('menu_id', '=', menuId),
      )
      .map((row) => row.recipe_id),
  );
  return ids.flatMap((id, index) => {
    if (!known.has(id)) return [{ path: ['recipes', index], message: `unknown recipe ${id}` }];
    if (!onMenu.has(id))
      return [{ path: ['recipes', index], message: `recipe ${id} is not on this week's menu` }];
    return [];
  });
}

/** A Tuesday to Saturday of the week, after today and before its deadline; an offered slot. */
export function deliveryIssues(ctx: ApiContext, week: IsoWeek, date: string, slot: DeliverySlot) {
  const issues: Issue[] = [];
  const dates = deliveryDates(week);
  if (!dates.includes(date))
    issues.push({
      path: ['delivery_date'],
      message: `delivery_date must be a Tuesday to Saturday of week ${week.week}, ${dates[0]} to ${dates.at(-1)}`,
    });
  else if (date <= isoDate(parisDay(ctx.now())))
    issues.push({ path: ['delivery_date'], message: 'delivery_date must be after today' });
  else if (changeDeadline(date) <= ctx.now())
    issues.push({
      path: ['delivery_date'],
      message: `orders for ${date} closed at ${changeDeadline(date).toISOString()}`,
    });
  if (!isDeliverySlot(slot))
    issues.push({ path: ['slot'], message: `slot must be one of ${slotsText}` });
  return issues;
}
