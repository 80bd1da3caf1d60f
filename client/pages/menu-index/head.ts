import { menuFocusQuery, menuPlanningKey, type MenuPlanning } from '../../api/queries/menus.ts';
import { recipeItems } from '../../metadata/cookbook-json-ld.ts';
import { homeCrumb } from '../../metadata/cookbook-trails.ts';
import { itemListJsonLd } from '../../metadata/item-list-json-ld.ts';
import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';

export const head: Refine = ({ def, pathname, queryClient, site }) => {
  const focus = queryClient.getQueryData(menuFocusQuery().queryKey);
  const planning =
    focus === undefined
      ? undefined
      : queryClient.getQueryData<MenuPlanning>(menuPlanningKey(focus));
  const shown = planning?.weeks.find((week) => week.focus);
  return {
    jsonLd: [
      ...(planning && shown
        ? [
            itemListJsonLd(
              site,
              `Les recettes de la semaine ${shown.week}`,
              recipeItems(planning.recipes),
            ),
          ]
        : []),
      breadcrumbJsonLd(site, [homeCrumb, { name: def.title, path: pathname }]),
    ],
  };
};
