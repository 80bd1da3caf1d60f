import type { ApiContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { parseFindQuery } from '../query/parse-query.ts';
import { QueryBudget } from '../query/query-budget.ts';

// The recipes of orders, as `GET /api/orders?populate=recipes` and `GET /api/orders/{id}` answer
// them (README "Orders"): each recipe's name, slug, tier, the supplement it was priced with and
// its cover, a Strapi media entry as the cookbook's.

export interface OrderRecipe {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  tier: string;
  supplement: number;
  cover: unknown;
}

// the finder serves 100 entries at a time (README "Conventions")
const coverBatch = 100;
const coverQuery = (ids: number[]) =>
  parseFindQuery('recipe', {
    fields: ['name'],
    populate: ['cover'],
    filters: { id: { $in: ids.map(String) } },
    pagination: { pageSize: String(coverBatch) },
  });

/** The recipes of each order of `orderIds`, in the box's order; an order without any has []. */
export function recipesOfOrders(
  ctx: Pick<ApiContext, 'store' | 'finder'>,
  orderIds: number[],
): Map<number, OrderRecipe[]> {
  const { store } = ctx;
  const byOrder = new Map<number, OrderRecipe[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = store.all(
    store.db
      .selectFrom('order_recipes')
      .innerJoin('recipes', 'recipes.id', 'order_recipes.recipe_id')
      .select([
        'order_recipes.order_id',
        'recipes.id',
        'recipes.document_id',
        'recipes.name',
        'recipes.slug',
        'recipes.tier',
        'order_recipes.supplement',
      ])
      .where('order_recipes.order_id', 'in', orderIds)
      .orderBy('order_recipes.order_id')
      .orderBy('order_recipes.position'),
  );
  const covers = coversOf(ctx, [...new Set(rows.map((row) => row.id))]);
  for (const row of rows) {
    byOrder.get(row.order_id)?.push({
      id: row.id,
      documentId: row.document_id,
      name: row.name,
      slug: row.slug,
      tier: row.tier,
      supplement: row.supplement,
      // an unpublished recipe keeps its name in the order, not its picture
      cover: covers.get(row.id) ?? null,
    });
  }
  return byOrder;
}

function coversOf(ctx: Pick<ApiContext, 'finder'>, recipeIds: number[]): Map<number, unknown> {
  const covers = new Map<number, unknown>();
  const budget = new QueryBudget();
  for (let start = 0; start < recipeIds.length; start += coverBatch) {
    const batch = recipeIds.slice(start, start + coverBatch);
    for (const entry of ctx.finder.findMany('recipe', coverQuery(batch), budget).data) {
      covers.set(entry.id, entry.cover ?? null);
    }
  }
  return covers;
}

/**
 * Whether `populate` asks for the orders' recipes: `populate=recipes`, `populate[0]=recipes`,
 * `populate[recipes]=true` or `populate=*`; any other relation is a 400, as Strapi answers.
 */
export function populatesRecipes(raw: unknown): boolean {
  if (raw === undefined) return false;
  const keys =
    typeof raw === 'string'
      ? raw.split(',').map((key) => key.trim())
      : Array.isArray(raw)
        ? raw.map(String)
        : typeof raw === 'object' && raw !== null
          ? Object.keys(raw)
          : [];
  if (keys.length === 0) throw badRequest('Invalid populate parameter');
  const unknown = keys.find((key) => key !== 'recipes' && key !== '*');
  if (unknown !== undefined) {
    throw badRequest(`Invalid key ${unknown}`, {
      key: unknown,
      path: unknown,
      source: 'query',
      param: 'populate',
    });
  }
  return true;
}

/** The ISO year and week of each menu of `menuIds` (the week an order's recipes come from). */
export function weeksOfMenus(
  ctx: Pick<ApiContext, 'store'>,
  menuIds: number[],
): Map<number, { year: number; week: number }> {
  if (menuIds.length === 0) return new Map();
  const menus = ctx.store.all(
    ctx.store.db.selectFrom('menus').select(['id', 'year', 'week']).where('id', 'in', menuIds),
  );
  return new Map(menus.map((menu) => [menu.id, { year: menu.year, week: menu.week }]));
}
