// What each SEO page of spec §2 is about (ADR 049): the recipes its rows are drawn from and
// the other data it shows. The loader fetches it, the page and its head read it from the cache.

export const everydayTiers = ['classique', 'signature'] as const; // spec §9's tiers
export const premiumTiers = ['premium', 'premium_plus'] as const;
export const poolSize = 24;
/** the week's menu has 24 recipes: more rows than the other pages */
export const menuRowLimits = { perRow: 4, maxRows: 4 } as const;
export const healthyTag = 'healthy'; // spec §2: the list « Healthy »

/** the help centre's delivery questions (/faq/la-livraison/zones-et-jours-de-livraison) */
export const deliveryFaqSegments = ['la-livraison', 'zones-et-jours-de-livraison'];

export type SeoPageName =
  | 'lp_meal_kit_week'
  | 'lp_meal_kit_delivery'
  | 'lp_week_menu'
  | 'lp_meal_kit'
  | 'lp_healthy_recipes'
  | 'box_alimentaire'
  | 'box_gastronomique'
  | 'box_abonnement';

export interface SeoPlan {
  /** the recipes the rows of recipe sections are drawn from */
  pool?: { tag: string } | { tiers: readonly string[] };
  /** the coming week's menu; `'rows'` when its recipes make rows of recipe sections */
  menu?: 'basket' | 'rows';
  deliveryDays?: boolean;
  deliveryFaq?: boolean;
  tierPrices?: boolean;
}

export const seoPlans: Record<SeoPageName, SeoPlan> = {
  lp_meal_kit_week: { menu: 'basket' },
  lp_meal_kit_delivery: { deliveryDays: true, deliveryFaq: true },
  lp_week_menu: { menu: 'rows' },
  lp_meal_kit: {},
  lp_healthy_recipes: { pool: { tag: healthyTag } },
  box_alimentaire: { pool: { tiers: everydayTiers } },
  box_gastronomique: { pool: { tiers: premiumTiers }, tierPrices: true },
  box_abonnement: {},
};

export const isSeoPageName = (name: string): name is SeoPageName => name in seoPlans;
