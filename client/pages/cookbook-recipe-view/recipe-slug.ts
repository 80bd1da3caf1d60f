// Strapi's uid characters; anything else cannot be a recipe, so it is a 404 without a call
const recipeSlug = /^[A-Za-z0-9_~-][A-Za-z0-9_.~-]{0,199}$/;

export const isRecipeSlug = (slug: string) => recipeSlug.test(slug);
