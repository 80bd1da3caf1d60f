import type { QueryClient } from '@tanstack/react-query';
import { marketingTrail } from '../../components/marketing/marketing-trail.ts';
import { cachedRecipeRows } from '../../components/seo/seo-rows.ts';
import { menuFocusQuery, menuPlanningKey, type MenuPlanning } from '../../api/queries/menus.ts';
import type { RecipeCard } from '../../api/queries/recipes.ts';
import { taggedRecipesKey, tierRecipesKey } from '../../api/queries/seo-content.ts';
import { recipeItems } from '../../metadata/cookbook-json-ld.ts';
import { itemListJsonLd } from '../../metadata/item-list-json-ld.ts';
import { breadcrumbJsonLd, type JsonLd } from '../../metadata/json-ld.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { questionsJsonLd, rowsJsonLd } from '../../metadata/seo-json-ld.ts';
import type { SiteSettings } from '../../app/site-settings.tsx';
import { subscriptionQuestions } from './subscription-questions.ts';
import { isSeoPageName, menuRowLimits, poolSize, seoPlans, type SeoPageName } from './seo-plans.ts';

function weekMenu(queryClient: QueryClient): MenuPlanning | undefined {
  const focus = queryClient.getQueryData(menuFocusQuery().queryKey);
  return focus === undefined ? undefined : queryClient.getQueryData(menuPlanningKey(focus));
}

function poolOf(queryClient: QueryClient, name: SeoPageName): RecipeCard[] | undefined {
  const pool = seoPlans[name].pool;
  if (!pool) return undefined;
  return queryClient.getQueryData<RecipeCard[]>(
    'tag' in pool ? taggedRecipesKey(pool.tag, poolSize) : tierRecipesKey(pool.tiers, poolSize),
  );
}

/** The page's lists and its own questions, as its body shows them (DESIGN §4, ADR 049). */
function pageJsonLd(
  site: SiteSettings,
  name: SeoPageName,
  queryClient: QueryClient,
  url: string,
): JsonLd[] {
  switch (name) {
    case 'lp_week_menu':
      return rowsJsonLd(
        site,
        cachedRecipeRows(queryClient, weekMenu(queryClient)?.recipes, menuRowLimits),
      );
    case 'lp_meal_kit_week': {
      const basket = weekMenu(queryClient)?.recipes.filter((recipe) => recipe.selected) ?? [];
      return basket.length > 0
        ? [itemListJsonLd(site, 'Le panier proposé cette semaine', recipeItems(basket))]
        : [];
    }
    case 'lp_meal_kit_delivery':
      // the help centre's questions: marked up on their answer pages only (ADR 049)
      return [];
    case 'box_abonnement':
      // its own questions: one the help centre answers is marked up there (ADR 049)
      return [
        questionsJsonLd(
          url,
          subscriptionQuestions.filter((entry) => !entry.helpPath),
        ),
      ];
    default:
      return rowsJsonLd(site, cachedRecipeRows(queryClient, poolOf(queryClient, name)));
  }
}

export const head: Refine = ({ def, queryClient, site }) => {
  const trail = breadcrumbJsonLd(site, marketingTrail(def));
  if (!isSeoPageName(def.name)) return { jsonLd: [trail] };
  const url = `${site.publicSiteUrl}${def.path}`;
  return { jsonLd: [...pageJsonLd(site, def.name, queryClient, url), trail] };
};
