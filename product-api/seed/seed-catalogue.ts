import type { Store } from '../db/database.ts';
import { documentId } from '../db/document-id.ts';
import { recipeSections } from './data/recipe-sections.ts';
import { recipesVegetal } from './data/recipes-vegetal.ts';
import { recipesViande } from './data/recipes-viande.ts';
import { thermomixRecipeSlugs } from './data/thermomix.ts';
import type { MediaSeeder } from './seed-uploads.ts';
import type { RecipeTag, RecipeTier, SeedRecipe } from './types.ts';

export const seedRecipes: SeedRecipe[] = [...recipesVegetal, ...recipesViande];

// The recipe tags of spec §2's filtered lists, with the slug each gets in the API.
const categories: { name: RecipeTag; slug: string }[] = [
  { name: 'végé', slug: 'vege' },
  { name: 'nutrition', slug: 'nutrition' },
  { name: 'efficace', slug: 'efficace' },
  { name: 'gourmand', slug: 'gourmand' },
  { name: 'healthy', slug: 'healthy' },
  { name: 'créatif', slug: 'creatif' },
  { name: 'viande', slug: 'viande' },
  { name: 'poisson', slug: 'poisson' },
  { name: 'crevettes', slug: 'crevettes' },
  { name: 'porc', slug: 'porc' },
  { name: 'thermomix', slug: 'thermomix' },
];

// spec §3's `no_pork` preference needs to know the recipes with pork: any cut, cured or not
const porkIngredient =
  /\b(porc|lardons?|jambon|chorizo|saucisses?|bacon|pancetta|coppa|lonzo|rillettes|andouille|boudin|chipolatas?)\b/i;

/** A recipe's tags, with `porc` when one of its ingredients is, and `thermomix` when certified. */
const tagsOf = (recipe: SeedRecipe): RecipeTag[] => [
  ...recipe.tags,
  ...(recipe.ingredients.some((ingredient) => porkIngredient.test(ingredient.name))
    ? (['porc'] as const)
    : []),
  ...(thermomixRecipeSlugs.includes(recipe.slug) ? (['thermomix'] as const) : []),
];

// Price of one recipe by tier, per portion, and the saving on larger boxes.
const portionPrice: Record<RecipeTier, number> = {
  classique: 5.9,
  signature: 6.9,
  premium: 8.9,
  premium_plus: 11.9,
};
const tierNames: Record<RecipeTier, string> = {
  classique: 'Recette classique',
  signature: 'Recette signature',
  premium: 'Recette premium',
  premium_plus: 'Recette premium plus',
};
const volumeFactor: Record<number, number> = { 2: 1, 4: 0.97, 6: 0.94, 8: 0.92 };
const extras = [
  {
    name: 'Pain de campagne au levain bio',
    description: 'Une miche de 500 g cuite le matin même par notre boulanger partenaire.',
    perGuest: 1.2,
  },
  {
    name: 'Plateau de fromages affinés',
    description: 'Trois fromages AOP de saison, choisis par notre fromager.',
    perGuest: 2.4,
  },
  {
    name: 'Dessert du moment',
    description: 'Un dessert de saison, prêt à déguster, préparé par notre pâtissier.',
    perGuest: 2.9,
  },
];
const guestCounts = [2, 4, 6, 8];

const round10 = (value: number) => Math.round(value * 10) / 10;

export function seedCatalogue(store: Store, media: MediaSeeder, now: string): void {
  const { db } = store;
  const categoryIds = new Map<string, number>();
  for (const category of categories) {
    const categoryId = store.insertId(
      db.insertInto('recipe_categories').values({
        document_id: documentId(),
        ...category,
        created_at: now,
        updated_at: now,
        published_at: now,
      }),
    );
    categoryIds.set(category.name, categoryId);
  }

  const toolIds = new Map<string, number>();
  const toolId = (name: string) => {
    const known = toolIds.get(name);
    if (known !== undefined) return known;
    const id = store.insertId(db.insertInto('tools').values({ document_id: documentId(), name }));
    toolIds.set(name, id);
    return id;
  };

  const recipeIds = new Map<string, number>();
  for (const recipe of seedRecipes) {
    const published = `${recipe.publishedAt}T07:00:00.000Z`;
    const recipeId = store.insertId(
      db.insertInto('recipes').values({
        document_id: documentId(),
        name: recipe.name,
        slug: recipe.slug,
        description: recipe.description,
        tier: recipe.tier,
        furnace_time: recipe.furnaceTime,
        total_time: recipe.totalTime,
        difficulty: recipe.difficulty,
        cuisine: recipe.cuisine,
        calories: recipe.nutrition.calories,
        proteins: recipe.nutrition.proteins,
        carbohydrates: recipe.nutrition.carbohydrates,
        sugars: recipe.nutrition.sugars,
        fats: recipe.nutrition.fats,
        saturated_fats: recipe.nutrition.saturatedFats,
        fibers: recipe.nutrition.fibers,
        salt: recipe.nutrition.salt,
        allergens: JSON.stringify(recipe.allergens),
        rating_average: recipe.rating.average,
        rating_count: recipe.rating.count,
        cover_id: recipe.hasCover ? media.cover(recipe.slug, recipe.cover, recipe.name) : null,
        created_at: published,
        updated_at: published,
        published_at: published,
      }),
    );
    recipeIds.set(recipe.slug, recipeId);

    tagsOf(recipe).forEach((tag, position) => {
      const categoryId = categoryIds.get(tag);
      if (categoryId === undefined) throw new Error(`unknown tag ${tag} in ${recipe.slug}`);
      store.run(
        db
          .insertInto('recipes_categories_lnk')
          .values({ recipe_id: recipeId, category_id: categoryId, position }),
      );
    });
    for (const step of recipe.steps) {
      store.run(
        db
          .insertInto('recipe_steps')
          .values({ document_id: documentId(), recipe_id: recipeId, ...step }),
      );
    }
    recipe.ingredients.forEach((ingredient, position) => {
      const ingredientId = store.insertId(
        db.insertInto('recipe_ingredients').values({
          document_id: documentId(),
          recipe_id: recipeId,
          position,
          name: ingredient.name,
          organic: ingredient.organic ? 1 : 0,
          origin: ingredient.origin,
          producer: ingredient.producer ?? null,
          pantry: ingredient.pantry ? 1 : 0,
        }),
      );
      for (const [guests, quantity] of Object.entries(ingredient.quantities)) {
        store.run(
          db.insertInto('recipe_ingredient_quantities').values({
            document_id: documentId(),
            recipe_ingredient_id: ingredientId,
            guests: Number(guests),
            quantity,
            unit: ingredient.unit,
          }),
        );
      }
    });
    for (const tool of recipe.tools) {
      store.run(
        db.insertInto('recipe_tools').values({
          document_id: documentId(),
          recipe_id: recipeId,
          tool_id: toolId(tool.name),
          quantity: tool.quantity,
        }),
      );
    }
  }

  for (const recipe of seedRecipes) {
    recipe.related.forEach((slug, position) => {
      const relatedId = recipeIds.get(slug);
      const recipeId = recipeIds.get(recipe.slug);
      if (relatedId === undefined || recipeId === undefined)
        throw new Error(`unknown related ${slug} in ${recipe.slug}`);
      store.run(
        db
          .insertInto('recipes_related_lnk')
          .values({ recipe_id: recipeId, related_id: relatedId, position }),
      );
    });
  }

  const addPrices = (productId: number, priceFor: (guests: number) => number) => {
    for (const guests of guestCounts) {
      store.run(
        db.insertInto('options_prices').values({
          document_id: documentId(),
          generic_product_id: productId,
          guests,
          price: priceFor(guests),
        }),
      );
    }
  };
  for (const tier of Object.keys(portionPrice) as RecipeTier[]) {
    const productId = store.insertId(
      db.insertInto('generic_products').values({
        document_id: documentId(),
        name: tierNames[tier],
        description: `Prix d’une ${tierNames[tier].toLowerCase()} selon le nombre de personnes.`,
        product_type: 'recipe',
        tier,
      }),
    );
    addPrices(productId, (guests) =>
      round10(portionPrice[tier] * guests * (volumeFactor[guests] ?? 1)),
    );
  }
  for (const extra of extras) {
    const productId = store.insertId(
      db.insertInto('generic_products').values({
        document_id: documentId(),
        name: extra.name,
        description: extra.description,
        product_type: 'product',
        tier: null,
      }),
    );
    addPrices(productId, (guests) => round10(extra.perGuest * guests));
  }

  for (const section of recipeSections) {
    const sectionId = store.insertId(
      db.insertInto('recipe_sections').values({
        document_id: documentId(),
        title: section.title,
        position: section.position,
        active: section.active ? 1 : 0,
        logo_id: media.icon(section.logo),
      }),
    );
    const link = (
      table: 'recipe_sections_included_lnk' | 'recipe_sections_excluded_lnk',
      tags: RecipeTag[],
    ) =>
      tags.forEach((tag, position) => {
        const categoryId = categoryIds.get(tag);
        if (categoryId === undefined) throw new Error(`unknown tag ${tag}`);
        store.run(
          db.insertInto(table).values({ section_id: sectionId, category_id: categoryId, position }),
        );
      });
    link('recipe_sections_included_lnk', section.includedTags);
    link('recipe_sections_excluded_lnk', section.excludedTags);
  }
}
