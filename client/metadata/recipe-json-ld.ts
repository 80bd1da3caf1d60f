import { cookbookLists } from '../../shared/cookbook-lists.ts';
import { formatQuantity, quantitiesForGuests } from '../../shared/ingredient-quantities.ts';
import { welcomeOfferDefaults } from '../../shared/box-sizes.ts';
import type { RecipeDetail } from '../api/queries/recipe-detail.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import type { JsonLd } from './json-ld.ts';

// Google's Recipe structured data, with every required and recommended property the catalogue
// allows: https://developers.google.com/search/docs/appearance/structured-data/recipe

/** The servings the page shows first, and so the yield the ingredients are given for. */
export const defaultServings = welcomeOfferDefaults.guests;

/** ISO 8601 duration: 25 → PT25M, 190 → PT3H10M */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

// Google: « multiple high-resolution images (at least 50K pixels when multiplying width and
// height) »; the thumbnail (245 × 163) is below that
const minimumPixels = 50_000;

function imagesOf(site: SiteSettings, recipe: RecipeDetail): string[] {
  const cover = recipe.card.cover;
  if (!cover) return [];
  return cover.sources
    .filter((source) => source.width * source.width * (cover.height / cover.width) >= minimumPixels)
    .sort((a, b) => b.width - a.width)
    .map((source) => `${site.publicSiteUrl}${source.url}`);
}

const grams = (value: number) => `${value} g`;
const tagLabel = (tag: string) =>
  cookbookLists.find((list) => list.tag === tag)?.label.toLowerCase() ?? tag;

export function recipeJsonLd(site: SiteSettings, recipe: RecipeDetail, path: string): JsonLd {
  const { card, nutrition } = recipe;
  const url = `${site.publicSiteUrl}${path}`;
  const quantities = quantitiesForGuests(recipe.ingredients, defaultServings);
  const cookTime = card.totalTime - card.furnaceTime;
  const images = imagesOf(site, recipe);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    '@id': `${url}#recette`,
    url,
    mainEntityOfPage: url,
    name: card.name,
    description: recipe.description,
    // a recipe without a cover has none to give (an empty list is no image)
    ...(images.length > 0 ? { image: images } : {}),
    author: {
      '@type': 'Organization',
      '@id': `${site.publicSiteUrl}/#organization`,
      name: site.brandName,
      url: `${site.publicSiteUrl}/`,
    },
    datePublished: card.publishedAt ?? recipe.createdAt,
    dateModified: recipe.updatedAt,
    inLanguage: 'fr-FR',
    // furnace_time is the hands-on time (docs/decisions/004); the rest cooks or rests alone
    prepTime: isoDuration(card.furnaceTime),
    // Google: prepTime « always in combination with cookTime », PT0M for a recipe not cooked
    cookTime: isoDuration(Math.max(0, cookTime)),
    totalTime: isoDuration(Math.max(card.totalTime, card.furnaceTime)),
    recipeYield: [String(defaultServings), `${defaultServings} personnes`],
    recipeCategory: 'Plat principal',
    recipeCuisine: recipe.cuisine.charAt(0).toUpperCase() + recipe.cuisine.slice(1),
    keywords: [...card.tags.map(tagLabel), `cuisine ${recipe.cuisine}`, recipe.difficulty].join(
      ', ',
    ),
    ...(card.tags.includes('végé') ? { suitableForDiet: 'https://schema.org/VegetarianDiet' } : {}),
    nutrition: {
      '@type': 'NutritionInformation',
      servingSize: '1 portion',
      calories: `${nutrition.calories} kcal`,
      proteinContent: grams(nutrition.proteins),
      carbohydrateContent: grams(nutrition.carbohydrates),
      sugarContent: grams(nutrition.sugars),
      fatContent: grams(nutrition.fats),
      saturatedFatContent: grams(nutrition.saturatedFats),
      fiberContent: grams(nutrition.fibers),
      // 1 g of sodium per 2.5 g of salt
      sodiumContent: `${Math.round((nutrition.salt / 2.5) * 1000)} mg`,
    },
    recipeIngredient: recipe.ingredients.map((ingredient, index) => {
      const quantity = quantities[index];
      return quantity ? `${ingredient.name}\u00a0: ${formatQuantity(quantity)}` : ingredient.name;
    }),
    recipeInstructions: recipe.steps.map((step, index) => ({
      '@type': 'HowToStep',
      name: step.title,
      text: step.text,
      url: `${url}#etape-${index + 1}`,
    })),
    ...(card.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: card.rating.average,
            ratingCount: card.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
