import { documentId } from '../db/document-id.ts';
import type { ApiContext } from '../context.ts';
import { isoDate, isoWeekOf, mondayOf, parisDay, type IsoWeek } from './iso-week.ts';

export const recipesPerWeek = 24; // DECISIONS, Copy: 24 new recipes each week
const preselectedPerWeek = 4;

/** mulberry32: a small seeded PRNG, so a week's menu is the same wherever it is computed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The menu of an ISO week, composed on first request and stored, so that it never changes
 * afterwards: 24 recipes with a cover, balanced between vegetarian, fish and meat dishes.
 */
export function ensureMenu(ctx: ApiContext, week: IsoWeek): number {
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
  const random = seededRandom(week.year * 100 + week.week);
  const shuffled = candidates
    .map((recipe) => ({ recipe, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ recipe }) => recipe);
  const take = (pool: typeof shuffled, count: number) => pool.slice(0, count);
  const veggie = take(
    shuffled.filter((r) => r.veggie),
    8,
  );
  const sea = take(
    shuffled.filter((r) => r.sea && !r.veggie),
    5,
  );
  const chosen = new Set([...veggie, ...sea].map((r) => r.id));
  const rest = shuffled.filter((r) => !chosen.has(r.id)).slice(0, recipesPerWeek - chosen.size);
  const picked = [...veggie, ...sea, ...rest]
    .map((recipe) => ({ recipe, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ recipe }) => recipe.id);

  return store.transaction(() => {
    const menu = store.run(
      db.insertInto('menus').values({
        document_id: documentId(),
        year: week.year,
        week: week.week,
        starts_on: isoDate(mondayOf(week)),
        created_at: ctx.now().toISOString(),
      }),
    );
    const menuId = Number(menu.lastInsertRowid);
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
