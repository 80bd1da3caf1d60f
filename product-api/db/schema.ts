import type { Generated } from 'kysely';

// Row types of every table, as the migrations create them. SQLite keeps booleans as 0/1
// and dates as ISO strings; JSON columns hold text.

type Id = Generated<number>;
type Bool = 0 | 1;

export interface UploadsTable {
  id: Id;
  document_id: string;
  name: string;
  alternative_text: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
  hash: string;
  ext: string;
  mime: string;
  size: number;
  url: string;
  formats: string | null;
  art: string | null;
  created_at: string;
  updated_at: string;
}

export interface RecipeCategoriesTable {
  id: Id;
  document_id: string;
  name: string;
  slug: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface RecipesTable {
  id: Id;
  document_id: string;
  name: string;
  slug: string;
  description: string;
  tier: 'classique' | 'signature' | 'premium' | 'premium_plus';
  furnace_time: number;
  total_time: number;
  difficulty: string;
  cuisine: string;
  calories: number;
  proteins: number;
  carbohydrates: number;
  sugars: number;
  fats: number;
  saturated_fats: number;
  fibers: number;
  salt: number;
  allergens: string;
  rating_average: number;
  rating_count: number;
  cover_id: number | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface RecipesCategoriesLnkTable {
  recipe_id: number;
  category_id: number;
  position: number;
}

export interface RecipesRelatedLnkTable {
  recipe_id: number;
  related_id: number;
  position: number;
}

export interface RecipeStepsTable {
  id: Id;
  document_id: string;
  recipe_id: number;
  position: number | null;
  title: string;
  text: string;
}

export interface RecipeIngredientsTable {
  id: Id;
  document_id: string;
  recipe_id: number;
  position: number;
  name: string;
  organic: Bool;
  origin: string;
  producer: string | null;
  pantry: Generated<Bool>;
}

export interface RecipeIngredientQuantitiesTable {
  id: Id;
  document_id: string;
  recipe_ingredient_id: number;
  guests: number;
  quantity: number;
  unit: string;
}

export interface ToolsTable {
  id: Id;
  document_id: string;
  name: string;
}

export interface RecipeToolsTable {
  id: Id;
  document_id: string;
  recipe_id: number;
  tool_id: number;
  quantity: number;
}

export interface GenericProductsTable {
  id: Id;
  document_id: string;
  name: string;
  description: string;
  product_type: 'recipe' | 'product';
  tier: string | null;
}

export interface OptionsPricesTable {
  id: Id;
  document_id: string;
  generic_product_id: number;
  guests: number;
  price: number;
}

export interface MenusTable {
  id: Id;
  document_id: string;
  year: number;
  week: number;
  starts_on: string;
  created_at: string;
}

export interface MenuDetailsTable {
  id: Id;
  document_id: string;
  menu_id: number;
  recipe_id: number;
  position: number;
  option_selected: Bool;
}

export interface RecipeSectionsTable {
  id: Id;
  document_id: string;
  title: string;
  position: number;
  active: Bool;
  logo_id: number | null;
}

export interface RecipeSectionsCategoriesLnkTable {
  section_id: number;
  category_id: number;
  position: number;
}

export interface BlogCategoriesTable {
  id: Id;
  document_id: string;
  name: string;
  slug: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface BlogArticlesTable {
  id: Id;
  document_id: string;
  title: string;
  slug: string;
  seo_title: string | null;
  seo_description: string | null;
  text: string;
  excerpt: string;
  status: 'live' | 'draft' | 'archived';
  author: string;
  cover_id: number | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface BlogArticlesCategoriesLnkTable {
  article_id: number;
  category_id: number;
  position: number;
}

export interface FaqSectionsTable {
  id: Id;
  document_id: string;
  title: string;
  slug: string;
  position: number;
}

export interface FaqSubsectionsTable {
  id: Id;
  document_id: string;
  faq_section_id: number;
  title: string;
  slug: string;
  position: number;
}

export interface FaqArticlesTable {
  id: Id;
  document_id: string;
  faq_subsection_id: number;
  title: string;
  slug: string;
  content: string;
  position: number;
}

export interface FaqKeywordsTable {
  id: Id;
  document_id: string;
  faq_article_id: number;
  title: string;
}

export interface PagesTable {
  id: Id;
  document_id: string;
  slug: string;
  title: string;
  seo_description: string;
  content: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface StaticContentsTable {
  id: Id;
  document_id: string;
  slug: string;
  content: string;
  created_at: string;
  updated_at: string;
}

export interface ReassuranceBlocksTable {
  id: Id;
  document_id: string;
  title: string;
  text: string;
  image_id: number | null;
  corners: string;
}

export interface ReassuranceBlockScopesTable {
  id: Id;
  document_id: string;
  reassurance_block_id: number;
  group: string;
  name: string;
}

export interface ReviewsTable {
  id: Id;
  document_id: string;
  rate: number;
  title: string;
  content: string;
  author: string;
  city: string;
  publish_date: string;
  verified: Bool;
}

export interface NewsletterSubscriptionsTable {
  id: Id;
  document_id: string;
  email: string;
  source: string;
  created_at: string;
}

export interface LoyaltiesTable {
  id: Id;
  document_id: string;
  vip_tier_name: string | null;
  points: Generated<number>;
}

export interface UsersTable {
  id: Id;
  document_id: string;
  username: string;
  email: string;
  password: string;
  provider: Generated<string>;
  confirmed: Generated<Bool>;
  blocked: Generated<Bool>;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  birthday_date: string | null;
  adyen_shopper_reference: string | null;
  reset_password_code: string | null;
  reset_password_expires_at: string | null;
  /** wrong codes typed against the current reset code (migration 004) */
  reset_password_attempts: Generated<number>;
  /** copied into the JWT; bumped to end every session (migration 004) */
  token_version: Generated<number>;
  loyalty_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionsTable {
  id: Id;
  document_id: string;
  user_id: number;
  funnel_completed: Bool;
  suspended: Generated<Bool>;
  paused: Generated<Bool>;
  suspended_date: string | null;
  paused_date: string | null;
  quantity: number;
  recipe_count: number;
  created_at: string;
  /** spec §3 « Subscription preference » (migration 007) */
  healthy: Generated<Bool>;
  speedy: Generated<Bool>;
  vegetarian: Generated<Bool>;
  no_pork: Generated<Bool>;
  no_fish: Generated<Bool>;
}

export type OrderStatus =
  | 'preorder'
  | 'planned'
  | 'confirmed'
  | 'carried'
  | 'in_progress'
  | 'delivered'
  | 'canceled'
  | 'delivery_canceled'
  | 'failed'
  | 'skipped'
  | 'paused'
  | 'suspended';

export interface OrdersTable {
  id: Id;
  document_id: string;
  user_id: number;
  reference: string;
  is_first: Bool;
  status: OrderStatus;
  previous_status: OrderStatus | null;
  delivery_date: string;
  slot_start: string;
  slot_end: string;
  change_deadline: string;
  guests: number;
  recipe_count: number;
  total: number;
  created_at: string;
  updated_at: string;
  /** the funnel's first order (migration 007); null on the orders made before it */
  menu_id: number | null;
  /** JSON of a DeliveryAddress */
  delivery_address: string | null;
  recipes_price: number | null;
  supplements_price: number | null;
  coupon_code: string | null;
  coupon_discount: Generated<number>;
  gift_card_id: number | null;
  gift_card_deduction: Generated<number>;
  payment_id: number | null;
  paid_at: string | null;
}

export interface OrderRecipesTable {
  order_id: number;
  recipe_id: number;
  position: number;
  /** the tier supplement the recipe was priced with, in euros */
  supplement: number;
}

export interface DiscountsTable {
  id: Id;
  document_id: string;
  code: string;
  scope: 'recipe' | 'all';
  discount_type: 'fixed' | 'percent';
  value: number;
  max_value: number | null;
  expires_at: string | null;
  created_at: string;
}

export interface PaymentsTable {
  id: Id;
  psp_reference: string;
  merchant_reference: string;
  kind: 'gift_card' | 'card_add' | 'first_order';
  amount_value: number;
  currency: string;
  result_code: string;
  refusal_reason: string | null;
  pending_order: string | null;
  redirect_result: string | null;
  /** where the 3-D Secure page sends the shopper back (RedirectShopper only) */
  return_url: string | null;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface GiftCardsTable {
  id: Id;
  document_id: string;
  code: string;
  value: number;
  customer_display: string;
  buyer_email: string | null;
  recipient_name: string | null;
  recipient_email: string | null;
  message: string | null;
  payment_id: number | null;
  used_by_user_id: number | null;
  expires_at: string;
  created_at: string;
}

export interface CreditCardsTable {
  id: Id;
  document_id: string;
  user_id: number;
  brand: string;
  last_four: string;
  expiry_month: string;
  expiry_year: string;
  holder_name: string;
  stored_payment_method_id: string;
  created_at: string;
  /** the payment that authorised it (migration 008); null for the seed's and older cards */
  payment_id: number | null;
}

/** One answer per Idempotency-Key and scope, kept 24 hours (migration 005). */
export interface IdempotencyKeysTable {
  scope: string;
  idempotency_key: string;
  fingerprint: string;
  answer: string;
  created_at: string;
}

export interface Database {
  uploads: UploadsTable;
  recipe_categories: RecipeCategoriesTable;
  recipes: RecipesTable;
  recipes_categories_lnk: RecipesCategoriesLnkTable;
  recipes_related_lnk: RecipesRelatedLnkTable;
  recipe_steps: RecipeStepsTable;
  recipe_ingredients: RecipeIngredientsTable;
  recipe_ingredient_quantities: RecipeIngredientQuantitiesTable;
  tools: ToolsTable;
  recipe_tools: RecipeToolsTable;
  generic_products: GenericProductsTable;
  options_prices: OptionsPricesTable;
  menus: MenusTable;
  menu_details: MenuDetailsTable;
  recipe_sections: RecipeSectionsTable;
  recipe_sections_included_lnk: RecipeSectionsCategoriesLnkTable;
  recipe_sections_excluded_lnk: RecipeSectionsCategoriesLnkTable;
  blog_categories: BlogCategoriesTable;
  blog_articles: BlogArticlesTable;
  blog_articles_categories_lnk: BlogArticlesCategoriesLnkTable;
  faq_sections: FaqSectionsTable;
  faq_subsections: FaqSubsectionsTable;
  faq_articles: FaqArticlesTable;
  faq_keywords: FaqKeywordsTable;
  pages: PagesTable;
  static_contents: StaticContentsTable;
  reassurance_blocks: ReassuranceBlocksTable;
  reassurance_block_scopes: ReassuranceBlockScopesTable;
  reviews: ReviewsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  loyalties: LoyaltiesTable;
  users: UsersTable;
  subscriptions: SubscriptionsTable;
  orders: OrdersTable;
  order_recipes: OrderRecipesTable;
  discounts: DiscountsTable;
  payments: PaymentsTable;
  gift_cards: GiftCardsTable;
  credit_cards: CreditCardsTable;
  idempotency_keys: IdempotencyKeysTable;
}
