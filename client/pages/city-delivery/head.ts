import { cityPageByName } from '../../../shared/city-pages.ts';
import { organicRecipesKey, type OrganicRecipe } from '../../api/queries/seo-content.ts';
import { recipeItems } from '../../metadata/cookbook-json-ld.ts';
import { itemListJsonLd } from '../../metadata/item-list-json-ld.ts';
import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';
import { cityBusinessJsonLd, questionsJsonLd } from '../../metadata/seo-json-ld.ts';
import { cityTrail } from './city-trail.ts';

// DESIGN §4 and ADR 049: the business serving the city, its questions, its organic row
export const head: Refine = ({ def, queryClient, site }) => {
  const city = cityPageByName(def.name);
  if (!city) return {};
  const organic = city.organic
    ? queryClient.getQueryData<OrganicRecipe[]>(organicRecipesKey(city.organic.departments))
    : undefined;
  return {
    jsonLd: [
      cityBusinessJsonLd(site, city),
      questionsJsonLd(`${site.publicSiteUrl}/${city.slug}`, city.faq),
      ...(organic && organic.length > 0
        ? [itemListJsonLd(site, `L’offre bio livrée à ${city.city}`, recipeItems(organic))]
        : []),
      breadcrumbJsonLd(site, cityTrail(city)),
    ],
  };
};
