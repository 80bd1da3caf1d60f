import { guestChefBySlug, signedBy } from '../../../shared/guest-chefs.ts';
import {
  cookbookKey,
  guestChefCookbook,
  guestChefRecipeCount,
  type CookbookPage,
} from '../../api/queries/recipes.ts';
import { recipeItems } from '../../metadata/cookbook-json-ld.ts';
import { homeCrumb } from '../../metadata/cookbook-trails.ts';
import { itemListJsonLd } from '../../metadata/item-list-json-ld.ts';
import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';

export const head: Refine = ({ def, pathname, queryClient, site }) => {
  const chef = guestChefBySlug(String(def.props?.chefSlug));
  if (!chef) return {};
  const data = queryClient.getQueryData<CookbookPage>(
    cookbookKey(guestChefCookbook(chef.recipeTag)),
  );
  const signed = data ? signedBy(chef, data.recipes).slice(0, guestChefRecipeCount) : [];
  return {
    jsonLd: [
      ...(data ? [itemListJsonLd(site, def.title, recipeItems(signed))] : []),
      breadcrumbJsonLd(site, [homeCrumb, { name: chef.name, path: pathname }]),
    ],
  };
};
