import { menuPlanningKey, type MenuPlanning } from '../../api/queries/menus.ts';
import { recipeSectionsKey, type RecipeSectionEntry } from '../../api/queries/recipe-sections.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { recipeRowJsonLd } from '../../metadata/showcase-json-ld.ts';
import { landingWeekQuery } from '../landing/landing-week.ts';
import { rowListName, weekRows } from './home-2025-content.ts';

// DESIGN §4: an ItemList per row of the week's menu
export const head: Refine = ({ site, queryClient }) => {
  const week = queryClient.getQueryData<number>(landingWeekQuery().queryKey);
  const planning =
    week === undefined ? undefined : queryClient.getQueryData<MenuPlanning>(menuPlanningKey(week));
  const sections = queryClient.getQueryData<RecipeSectionEntry[]>(recipeSectionsKey) ?? [];
  return {
    jsonLd: weekRows(sections, planning?.recipes ?? []).map(({ section, recipes }) =>
      recipeRowJsonLd(site, rowListName(section.title), recipes),
    ),
  };
};
