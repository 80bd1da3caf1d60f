// The shapes of the seed catalogue: plain data, written by hand in French, turned into
// database rows by seed.ts. Slugs are lower-case ASCII words joined by dashes.

/** An illustration of the fluent-emoji-flat set (MIT), e.g. 'shrimp', 'lemon', 'cooked-rice'. */
export type Illustration = string;

/** How a cover picture is composed: the dish's main ingredients arranged on a plate. */
export interface CoverArt {
  /** 3 to 5 illustrations, the first one the largest (the star of the dish). */
  items: Illustration[];
  /** Table-cloth colour, hex '#rrggbb', warm and food-friendly. */
  background: string;
}

export type RecipeTag =
  | 'végé'
  | 'nutrition'
  | 'efficace'
  | 'gourmand'
  | 'healthy'
  | 'créatif'
  | 'viande'
  | 'poisson'
  | 'crevettes'
  /** derived from the ingredients (seed-catalogue.ts), for the « sans porc » preference */
  | 'porc'
  /** given by data/thermomix.ts: the recipes certified for the appliance (spec §1) */
  | 'thermomix';

export type RecipeTier = 'classique' | 'signature' | 'premium' | 'premium_plus';

export type Allergen =
  | 'celery'
  | 'crustaceans'
  | 'eggs'
  | 'fish'
  | 'gluten'
  | 'lupin'
  | 'milk'
  | 'molluscs'
  | 'mustard'
  | 'nut'
  | 'peanut'
  | 'sesame'
  | 'soy'
  | 'sulphites';

export type Unit =
  | 'g'
  | 'kg'
  | 'ml'
  | 'cl'
  | 'l'
  | 'pièce'
  | 'c. à soupe'
  | 'c. à café'
  | 'botte'
  | 'gousse'
  | 'tranche'
  | 'pincée'
  | 'sachet';

export interface SeedIngredient {
  name: string;
  /** quantities by number of guests; always 2 and 4, sometimes 6 and 8 too */
  quantities: { 2: number; 4: number; 6?: number; 8?: number };
  unit: Unit;
  organic: boolean;
  /** where it comes from, e.g. 'Bretagne', 'Drôme (26)', 'Italie' */
  origin: string;
  /** producer or supplier shown on the origins page, e.g. 'Ferme du Bois Joli, Sarthe' */
  producer?: string;
  /** pantry staple the customer has at home (salt, oil…): not in the box */
  pantry?: boolean;
}

export interface SeedStep {
  position: number;
  title: string;
  text: string;
}

export interface SeedNutrition {
  /** per portion */
  calories: number;
  proteins: number;
  carbohydrates: number;
  sugars: number;
  fats: number;
  saturatedFats: number;
  fibers: number;
  salt: number;
}

export interface SeedRecipe {
  slug: string;
  name: string;
  /** 1–3 appetising sentences */
  description: string;
  tags: RecipeTag[];
  tier: RecipeTier;
  /** hands-on time in minutes ("aux fourneaux"): the lists' max-time filter uses it */
  furnaceTime: number;
  /** total time in minutes, including oven or resting time */
  totalTime: number;
  difficulty: 'facile' | 'moyen' | 'difficile';
  cuisine: string;
  /** false for the few recipes whose photo is not ready: they stay out of the cookbook */
  hasCover: boolean;
  cover: CoverArt;
  ingredients: SeedIngredient[];
  steps: SeedStep[];
  tools: { name: string; quantity: number }[];
  nutrition: SeedNutrition;
  allergens: Allergen[];
  /** slugs of 2–4 other recipes of the catalogue */
  related: string[];
  /** average rating 1–5 with one decimal and number of ratings; 0 ratings for new recipes */
  rating: { average: number; count: number };
  /** ISO date the recipe was published, between 2024-01-01 and 2026-11-15 */
  publishedAt: string;
}

export interface SeedBlogCategory {
  name: string;
  slug: string;
  description: string;
}

export interface SeedBlogArticle {
  title: string;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  /** markdown body: headings (##), paragraphs, lists, a few links to site paths */
  text: string;
  excerpt: string;
  categories: string[]; // category slugs
  status: 'live' | 'draft' | 'archived';
  author: string;
  cover: CoverArt;
  /** ISO datetimes */
  createdAt: string;
  updatedAt: string;
}

export interface SeedFaqArticle {
  title: string;
  slug: string;
  /** markdown answer */
  content: string;
  keywords: string[];
}

export interface SeedFaqSubsection {
  title: string;
  slug: string;
  articles: SeedFaqArticle[];
}

export interface SeedFaqSection {
  /** the database id; one section has id 10 (the site excludes it) */
  id: number;
  title: string;
  slug: string;
  position: number;
  subsections: SeedFaqSubsection[];
}

export interface SeedPage {
  slug: string;
  title: string;
  seoDescription: string;
  /** markdown body */
  content: string;
}

export interface SeedStaticContent {
  /** 'landing-' + page key: landing-famille, landing-moins20min, … */
  slug: string;
  /** the page's <title> without the brand: the site writes « {pageTitle} - {brand} » (spec §1) */
  pageTitle: string;
  title: string;
  preference: { healthy: boolean; speedy: boolean; vegetarian: boolean; thermomix: boolean };
  faq: { label: string; details: string }[];
  testimonials: { label: string; avatar: Illustration; content: string }[];
  firstSlidesLRS: { title: string; items: { icon: Illustration; text: string }[] };
  whySimplifiedSection: { img: Illustration; caption: string; captionTitle: string }[];
  products: { name: string; description: string; icon: Illustration }[];
}

export interface SeedReview {
  rate: 1 | 2 | 3 | 4 | 5;
  title: string;
  content: string;
  author: string;
  city: string;
  /** SQL date 'YYYY-MM-DD', between 2024-01-01 and 2026-11-15 */
  publishDate: string;
  /** whether the reviewer answered "verified buyer" */
  verified: boolean;
}

export interface SeedReassuranceBlock {
  title: string;
  text: string;
  image: Illustration;
  scopes: { group: string; name: string }[];
  corners: string[];
}

export interface SeedRecipeSection {
  title: string;
  position: number;
  active: boolean;
  logo: Illustration;
  includedTags: RecipeTag[];
  excludedTags: RecipeTag[];
}
