import { documentId } from '../db/document-id.ts';
import type { ApiContext } from '../context.ts';
import { createRandom } from '../lib/prng.ts';
import { addWeeks, isoDate, isoWeekOf, mondayOf, parisDay, type IsoWeek } from './iso-week.ts';

export const recipesPerWeek = 24; // DECISIONS, Copy: 24 new recipes each week
const preselectedPerWeek = 4;
const plannedWeekCount = 3; // DECISIONS: the current week and the next two

/**
 * The menu of an ISO week, composed on first request (or by the seed, for the fixture's orders)
 * and stored, so that it never changes afterwards: 24 recipes with a cover, balanced between
 * vegetarian, fish and meat dishes.
 */
export function ensureMenu(ctx: Pick<ApiContext, 'store' | 'now'>, week: IsoWeek): number {
  const { store } = ctx;
  const { db } = store;
  const existing = store.first(
    db.selectFrom('menus').select('id').where('year', '=', week.year).where('week', '=', week.week),
  );
  if (existing) return existing.id;

  const candidates = store.sqlite
    .prepare(
      `SELECT r.id,
        EXISTS (SELECT 1 FROM recipes_categories_lnk l JOIN recipe_categories c ON c.id = l.category_id
                WHERE l.recipe_id = r.id AND c.name = 'végé') AS veggie,
        EXISTS (SELECT 1 FROM recipes_categories_lnk l JOIN recipe_categories c ON c.id = l.category_id
                WHERE l.recipe_id = r.id AND c.name IN ('poisson', 'crevettes')) AS sea
       FROM recipes r WHERE r.cover_id IS NOT NULL ORDER BY r.id`,
    )
    .all() as { id: number; veggie: number; sea: number }[];
  const random = createRandom(`${week.year}-W${week.week}`);
  const shuffled = random.shuffle(candidates);
  const veggie = shuffled.filter((r) => r.veggie).slice(0, 8);
  const sea = shuffled.filter((r) => r.sea && !r.veggie).slice(0, 5);
  const chosen = new Set([...veggie, ...sea].map((r) => r.id));
  const rest = shuffled.filter((r) => !chosen.has(r.id)).slice(0, recipesPerWeek - chosen.size);
  const picked = random.shuffle([...veggie, ...sea, ...rest]).map((recipe) => recipe.id);

  return store.transaction(() => {
    const menuId = store.insertId(
      db.insertInto('menus').values({
        document_id: documentId(),
        year: week.year,
        week: week.week,
        starts_on: isoDate(mondayOf(week)),
        created_at: ctx.now().toISOString(),
      }),
    );
    picked.forEach((recipeId, index) => {
      store.run(
        db.insertInto('menu_details').values({
          document_id: documentId(),
          menu_id: menuId,
          recipe_id: recipeId,
          position: index + 1,
          option_selected: index < preselectedPerWeek ? 1 : 0,
        }),
      );
    });
    return menuId;
  });
}

export function currentWeek(ctx: ApiContext): IsoWeek {
  return isoWeekOf(parisDay(ctx.now()));
}

/** The weeks of the logged-out planning: the current one and the next two (DECISIONS). */
export function plannedWeeks(ctx: ApiContext): IsoWeek[] {
  const current = currentWeek(ctx);
  return Array.from({ length: plannedWeekCount }, (_, index) => addWeeks(current, index));
}
