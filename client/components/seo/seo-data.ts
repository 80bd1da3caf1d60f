import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { addWeeks, isoWeekOf, resolveMenuWeek } from '../../../shared/menu-week.ts';
import { recipeRows } from '../../../shared/recipe-rows.ts';
import { useClients } from '../../api/api-context.tsx';
import { deliveryDaysQuery } from '../../api/queries/delivery-days.ts';
import { menuFocusQuery, menuPlanningQuery } from '../../api/queries/menus.ts';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { recipeSectionsQuery } from '../../api/queries/recipe-sections.ts';
import type { RecipeCard } from '../../api/queries/recipes.ts';
import { deliveryWeekQuery } from '../../api/queries/seo-content.ts';
import type { LoaderDeps } from '../../routes/loader-deps.ts';
import { rowLimits, type SectionRow } from './seo-rows.ts';

// What the SEO and city pages load alike (ADR 049): their reassurance blocks, the recipe
// sections, the coming week's menu and the delivery days two weeks ahead.

export async function loadCommon(
  { ensure, clients }: LoaderDeps,
  routeName: string,
  { sections }: { sections: boolean },
) {
  await Promise.all([
    ensure(reassuranceBlocksQuery(clients.api, routeName)),
    sections ? ensure(recipeSectionsQuery(clients.api)) : undefined,
  ]);
}

/** The current week's logged-out planning (DECISIONS: the current week and the next two). */
export async function loadWeekMenu({ ensure, clients, queryClient, now }: LoaderDeps) {
  const { week } = resolveMenuWeek(null, now());
  await ensure(menuPlanningQuery(clients.api, week));
  queryClient.setQueryData(menuFocusQuery().queryKey, week);
}

export async function loadDeliveryDays({ ensure, clients, queryClient, now }: LoaderDeps) {
  const { week } = addWeeks(isoWeekOf(now()), 2);
  await ensure(deliveryDaysQuery(clients.api, week));
  queryClient.setQueryData(deliveryWeekQuery().queryKey, week);
}

function useRecorded(query: ReturnType<typeof menuFocusQuery>): number {
  const value = useQuery(query).data;
  if (value === undefined) throw new Error('the page’s loader records the week it shows');
  return value;
}

export function useWeekMenu() {
  const { api } = useClients();
  return useSuspenseQuery(menuPlanningQuery(api, useRecorded(menuFocusQuery()))).data;
}

export function useDeliveryDays() {
  const { api } = useClients();
  return useSuspenseQuery(deliveryDaysQuery(api, useRecorded(deliveryWeekQuery()))).data;
}

export function useRecipeRows(
  recipes: readonly RecipeCard[],
  limits: { perRow: number; maxRows: number } = rowLimits,
): SectionRow[] {
  const { api } = useClients();
  const sections = useSuspenseQuery(recipeSectionsQuery(api)).data;
  return recipeRows(sections, recipes, limits);
}
