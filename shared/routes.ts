import { cityPageIndex } from './city-page-index.ts';
import { cookbookListPages, type CookbookListPage } from './cookbook-list-pages.ts';
import { frenchTypography } from './french-typography.ts';
import { guestChefs } from './guest-chefs.ts';

// The single route table (DESIGN §4): every route of spec §2, named as the spec names it.
// Client routes, the sitemap, the guard and the tests all derive from it.

/** Which page module draws a route (client/pages/{page}/). */
export type PageKey =
  | 'home'
  | 'marketing'
  | 'club'
  | 'thermomix'
  | 'organic'
  | 'rebrand'
  | 'our-box'
  | 'our-ingredients'
  | 'our-commitments'
  | 'home-2025'
  | 'nutrition-index'
  | 'delivery-index'
  | 'seo-landing'
  | 'city-delivery'
  | 'giftcard-landing'
  | 'landing'
  | 'menu-index'
  | 'cookbook-index'
  | 'cookbook-list'
  | 'cookbook-recipe-view'
  | 'cookbook-recipe-view-origins'
  | 'blog-index'
  | 'blog-list-index'
  | 'article-view'
  | 'faq-index'
  | 'faq-view'
  | 'page-view'
  | 'customers-reviews'
  | 'site-plan'
  | 'guest-chef'
  | 'login'
  | 'registration'
  | 'password-reset'
  | 'basket-menu'
  | 'basket-account'
  | 'basket-delivery'
  | 'basket-payment'
  | 'basket-confirmation'
  | 'giftcard-index'
  | 'giftcard-confirmation'
  | 'subscriber-area'
  | 'subscriber-subscription'
  | 'subscriber-loyalty'
  | 'subscriber-profile'
  | 'subscriber-cards'
  | 'not-found';

export interface RouteDef {
  name: string;
  /** path pattern (shared/match-route.ts: `:name`, `:name?`, `*`) */
  path: string;
  page: PageKey;
  /** French title and description; pages with content from the API refine them */
  title: string;
  description: string;
  /** spec §2: not for authenticated visitors (guard) */
  hideForAuth?: boolean;
  /** only for authenticated visitors: anonymous ones go to the login page */
  requiresAuth?: boolean;
  /**
   * a step of the subscription funnel, open to anonymous visitors and prospects; a subscriber
   * whose funnel is completed goes to the subscriber site (ADR 042)
   */
  funnel?: boolean;
  /** route props of spec §3 (pageTitle, filters, maxtime, label…) */
  props?: Record<string, unknown>;
  /** the A/B-testing script (config) is added on this route */
  abTest?: boolean;
  /** kept out of search engines and the sitemap */
  noindex?: boolean;
  /**
   * the page shows what belongs to this visitor alone (a payment's result): never kept by a
   * cache, whoever asks (ADR 037)
   */
  personal?: boolean;
}

export interface SiteNames {
  /** BRAND_NAME, e.g. « Potimarron »; its slug makes the rebrand page's path (DECISIONS) */
  brandName: string;
}

const marketing = (
  name: string,
  path: string,
  title: string,
  description: string,
  extra: Partial<RouteDef> = {},
): RouteDef => ({
  name,
  path,
  page: 'marketing',
  title,
  description,
  ...extra,
});

/** An SEO page of spec §2 with content of its own (client/pages/seo-landing/, ADR 049). */
const seoLanding = (name: string, path: string, title: string, description: string): RouteDef => ({
  name,
  path,
  page: 'seo-landing',
  // DECISIONS, « Copy »: French spacing before « : ; ? ! »
  title: frenchTypography(title),
  description: frenchTypography(description),
});

const landingAliases = ['generique', 'bio2', 'thermomix2', 'famille', 'moins20min'] as const;

/** Each alias's own head (its content's page title, when the CMS has one, comes first). */
const landingHeads: Record<
  (typeof landingAliases)[number],
  { title: string; description: string }
> = {
  generique: {
    title: 'Votre box de recettes à cuisiner, sans engagement',
    description:
      'Choisissez vos recettes, le nombre de personnes, et recevez des ingrédients frais et de saison avec les fiches recettes. Sans engagement.',
  },
  bio2: {
    title: 'Votre box de recettes bio à cuisiner',
    description:
      'Chaque semaine, 9 recettes bio et de saison, avec leurs ingrédients frais et leurs fiches recettes livrés chez vous. Sans engagement.',
  },
  thermomix2: {
    title: 'Votre box de recettes pour Thermomix',
    description:
      'Chaque semaine, 6 recettes certifiées pour Thermomix, avec les ingrédients frais et les justes quantités livrés chez vous. Sans engagement.',
  },
  famille: {
    title: 'Votre box de recettes pour toute la famille',
    description:
      'Des recettes qui plaisent aux petits comme aux grands, pour 4, 6 ou 8 personnes, avec des ingrédients frais livrés chez vous. Sans engagement.',
  },
  moins20min: {
    title: 'Votre box de recettes prêtes en 20 minutes',
    description:
      'Des recettes express prêtes en 20 minutes, avec les ingrédients frais et les justes quantités livrés chez vous. Sans engagement.',
  },
};

function cookbookListRoute(list: CookbookListPage): RouteDef {
  return {
    name: list.name,
    path: `/recettes/${list.path}/page/:page`,
    page: 'cookbook-list',
    title: list.pageTitle,
    description: list.pageDesc,
    props: {
      pageTitle: list.pageTitle,
      pageDesc: list.pageDesc,
      hookText: list.hookText,
      filters: list.tag,
      maxtime: list.maxTime,
      paginatedBlockTitle: list.paginatedBlockTitle,
      label: list.label,
      list: list.path,
    },
  };
}

/** The route table for a brand (the rebrand page's path carries the brand's slug). */
export function routeTable({ brandName }: SiteNames): RouteDef[] {
  const brandSlug = brandSlugOf(brandName);
  return [
    {
      name: 'home',
      path: '/',
      page: 'home',
      title: 'Box repas à cuisiner : recettes de saison livrées chez vous',
      description:
        'Chaque semaine, 24 nouvelles recettes et des ingrédients frais, à 90 % français, livrés partout en France. Prêtes en 30 minutes, sans engagement.',
      abTest: true,
    },
    {
      name: 'gui',
      path: '/gui',
      // DECISIONS: the 2025 redesign beside the current home; a preview, kept out of search
      // engines so that it competes with no page (ADR 050)
      page: 'home-2025',
      noindex: true,
      title: 'Cuisinez mieux, sans y penser',
      description:
        'Des recettes de saison, des ingrédients frais et les justes quantités, livrés chez vous chaque semaine. Votre box, sans engagement.',
      abTest: true,
    },
    {
      name: 'menu_index',
      path: '/menu',
      page: 'menu-index',
      title: 'Le menu de la semaine',
      description:
        'Découvrez les 24 recettes de la semaine : végétariennes, poisson, viande, prêtes en 30 minutes, avec des ingrédients frais livrés chez vous.',
    },
    ...landingAliases.map((alias): RouteDef => ({
      name: 'landing_market_main',
      path: `/${alias}/:boxSettings?`,
      page: 'landing',
      ...landingHeads[alias],
      hideForAuth: true,
      abTest: true,
      props: { variant: alias },
    })),
    {
      name: 'landing_market_lp1',
      path: '/generiquev2',
      page: 'landing',
      title: 'Votre première box à prix doux',
      description:
        'Des recettes de saison et des ingrédients frais livrés chez vous, à prix réduit sur votre première box. Sans engagement.',
      hideForAuth: true,
      abTest: true,
      props: { variant: 'generiquev2' },
    },
    {
      name: 'landing_market_lp3',
      path: '/generique-landing',
      page: 'landing',
      // the main landing's content in another layout, for paid visits (ADR 040): kept out of
      // search engines, where it would be a copy of /generique
      noindex: true,
      title: 'Des dîners faits maison, sans la charge mentale',
      description:
        'Nous choisissons les recettes et les justes quantités, vous cuisinez en 30 minutes. Box livrée partout en France, sans engagement.',
      hideForAuth: true,
      abTest: true,
      props: { variant: 'generique-landing' },
    },
    marketing(
      'how_it_works',
      '/comment-ca-marche',
      'Comment ça marche ?',
      'Choisissez vos recettes, recevez vos ingrédients frais, cuisinez en 30 minutes : le fonctionnement de votre box, étape par étape.',
    ),
    marketing(
      '2025_our_recipe_box',
      '/notre-panier-recette',
      'Notre panier recette',
      'Ce que contient votre box : des ingrédients frais et de saison en justes quantités, et une fiche recette illustrée pour chaque plat.',
      { page: 'our-box' },
    ),
    marketing(
      '2025_our_ingredients',
      '/nos-ingredients',
      'Nos ingrédients',
      '90 % d’ingrédients français, 50 % de recettes certifiées bio : d’où viennent les produits de votre box, et qui les cultive.',
      { page: 'our-ingredients' },
    ),
    marketing(
      '2025_our_commitments',
      '/nos-engagements',
      'Nos engagements',
      'Producteurs français, emballages réduits, zéro gaspillage et livraison à vélo cargo dans Paris : nos engagements, concrètement.',
      { page: 'our-commitments' },
    ),
    marketing(
      'thermomix',
      '/thermomix',
      'Des recettes certifiées Thermomix',
      'Chaque semaine, 6 recettes certifiées Thermomix, avec leurs étapes pas à pas et des ingrédients frais livrés chez vous.',
      { abTest: true, page: 'thermomix' },
    ),
    seoLanding(
      'lp_meal_kit_week',
      '/panier-semaine',
      'Le panier repas de la semaine',
      'Un panier repas livré chaque semaine : des recettes de saison et leurs ingrédients frais, en justes quantités, sans engagement.',
    ),
    seoLanding(
      'lp_meal_kit_delivery',
      '/livraison-panier-repas',
      'La livraison de panier repas',
      'Votre panier repas livré partout en France dans un colis isotherme, et à vélo cargo dans Paris. Recettes de saison, sans engagement.',
    ),
    ...guestChefs.map((chef): RouteDef => ({
      name: chef.slug,
      path: `/${chef.slug}`,
      page: 'guest-chef',
      title: `Les recettes de ${chef.name}`,
      description: `${chef.name}, ${chef.title.toLowerCase()}, signe des recettes pour ${brandName}\u00a0: découvrez son histoire et ses plats.`,
      props: { chefSlug: chef.slug },
    })),
    marketing(
      'club_yotpo',
      '/le-club',
      'Le club fidélité',
      `Le club fidélité ${brandName}\u00a0: de Découverte à Grand Chef, des avantages à chaque box livrée.`,
      { page: 'club' },
    ),
    marketing(
      'rutabago',
      `/rutabago-devient-${brandSlug}`,
      `Rutabago devient ${brandName}`,
      `Rutabago rejoint ${brandName}\u00a0: les mêmes producteurs, 9 recettes bio chaque semaine, et votre abonnement continue sans rien changer.`,
      { page: 'rebrand' },
    ),
    marketing(
      'bio',
      '/bio',
      'Des box repas bio',
      'Chaque semaine, 9 recettes bio et 50 % de recettes certifiées bio : une box repas bio, de saison, livrée partout en France.',
      { abTest: true, page: 'organic' },
    ),
    {
      name: 'giftcard_landing',
      path: '/offrir-une-carte-cadeau',
      page: 'giftcard-landing',
      title: 'Offrir une carte cadeau',
      description: `Offrez des recettes de saison à cuisiner : une carte cadeau ${brandName} de 30 à 100 €, valable un an, à envoyer par e-mail.`,
    },
    {
      name: 'giftcard_index',
      path: '/carte-cadeau',
      page: 'giftcard-index',
      title: 'Acheter une carte cadeau',
      description: `Choisissez le montant, ajoutez un mot, payez en ligne : la carte cadeau ${brandName} arrive par e-mail, prête à offrir.`,
    },
    seoLanding(
      'lp_week_menu',
      '/menu-semaine',
      'Le menu de la semaine à cuisiner',
      'Votre menu de la semaine tout prêt : des recettes variées et équilibrées, leurs ingrédients frais livrés chez vous.',
    ),
    seoLanding(
      'lp_meal_kit',
      '/box-repas',
      'La box repas à cuisiner',
      'La box repas qui simplifie vos dîners : recettes de saison, ingrédients frais en justes quantités, livraison partout en France.',
    ),
    seoLanding(
      'lp_healthy_recipes',
      '/recettes-saines',
      'Des recettes saines livrées chez vous !',
      'Des recettes saines et équilibrées, validées par notre diététicienne, avec des ingrédients frais livrés chez vous chaque semaine.',
    ),
    {
      name: 'nutrition_index',
      path: '/nutrition',
      page: 'nutrition-index',
      title: 'Bien manger, simplement',
      description:
        'Des recettes équilibrées, des portions justes et des ingrédients frais : la nutrition au cœur de votre box, avec l’avis de nos clients.',
    },
    {
      name: 'delivery_index',
      path: '/livraison',
      page: 'delivery-index',
      title: 'La livraison partout en France',
      description:
        'Livraison du mardi au samedi partout en France, dans un colis isotherme qui garde vos produits au frais 24 heures, et à vélo cargo dans Paris.',
    },
    {
      name: 'blog_index',
      path: '/blog/page/:page',
      page: 'blog-index',
      title: 'Le blog',
      description: `Recettes de saison, conseils de notre diététicienne, astuces anti-gaspillage et portraits de producteurs : le blog ${brandName}.`,
    },
    {
      name: 'blog_list_index',
      path: '/blog/categorie/:category/page/:page',
      page: 'blog-list-index',
      title: 'Le blog',
      description: `Les articles du blog ${brandName} dans cette catégorie.`,
    },
    {
      name: 'article_view',
      path: '/blog/:slug',
      page: 'article-view',
      title: 'Article',
      description: `Un article du blog ${brandName}.`,
    },
    {
      name: 'faq_index',
      path: '/faq',
      page: 'faq-index',
      title: 'Aide et questions fréquentes',
      description:
        'Abonnement, livraison, recettes, paiement, cartes cadeaux : les réponses à vos questions, et comment joindre notre service client.',
    },
    {
      name: 'faq_view',
      path: '/faq/*',
      page: 'faq-view',
      title: 'Aide',
      description: `Une réponse de l’aide ${brandName}.`,
    },
    marketing(
      'box_a_cuisiner_bio',
      '/box-a-cuisiner-bio',
      'La box à cuisiner bio',
      'Une box à cuisiner bio : des recettes de saison et des ingrédients certifiés bio, en justes quantités, livrés chez vous.',
      { page: 'organic' },
    ),
    seoLanding(
      'box_alimentaire',
      '/box-alimentaire',
      'La box alimentaire de saison',
      'Une box alimentaire de produits frais et de saison, avec les recettes pour les cuisiner, livrée partout en France.',
    ),
    marketing(
      'box_repas_bio',
      '/box-repas-bio',
      'La box repas bio',
      'La box repas bio livrée chez vous : des recettes de saison, des ingrédients bio et français, sans engagement.',
      { page: 'organic' },
    ),
    seoLanding(
      'box_gastronomique',
      '/box-gastronomique',
      'La box gastronomique',
      'Des recettes signature et premium, des produits d’exception : une box gastronomique à cuisiner chez soi comme au restaurant.',
    ),
    seoLanding(
      'box_abonnement',
      '/box-abonnement',
      'La box repas par abonnement, sans engagement',
      'Un abonnement flexible, sans durée minimale : modifiez, mettez en pause ou arrêtez votre box à tout moment.',
    ),
    ...cityPageIndex.map((city): RouteDef => ({
      name: city.name,
      path: `/${city.slug}`,
      page: 'city-delivery',
      title: city.title,
      description: city.description,
    })),
    {
      // every public page by theme, linked from the footer (shared/site-plan.ts)
      name: 'site_plan',
      path: '/plan-du-site',
      page: 'site-plan',
      title: 'Plan du site',
      description: `Toutes les pages de ${brandName}\u00a0: l’offre, les recettes, nos box, la livraison près de chez vous, le blog et l’aide.`,
    },
    {
      name: 'customers_reviews',
      path: '/avis-clients',
      page: 'customers-reviews',
      title: 'Les avis de nos clients',
      description:
        'Ce que nos clients disent de leurs box : recettes, fraîcheur des produits, livraison. Des avis vérifiés, cinq étoiles.',
    },
    {
      // spec §2: the content page on organic food is the product API's page of that slug; the
      // title and description repeat its SEO fields, which replace them once the page is read
      name: 'healthy_organic_food',
      path: '/pour-une-alimentation-bio-saine',
      page: 'page-view',
      title: 'Pour une alimentation bio et saine',
      description: `Labels AB et Eurofeuille, saisonnalité, équilibre alimentaire : tout comprendre sur le bio et sur l’engagement de ${brandName} en faveur d’une cuisine saine.`,
      props: { slug: 'pour-une-alimentation-bio-saine' },
    },
    {
      name: 'cookbook_index',
      path: '/recettes/page/:page',
      page: 'cookbook-index',
      title: 'Nos recettes',
      description:
        'Toutes nos recettes de saison à cuisiner chez vous : végétariennes, poisson, viande, rapides ou gourmandes, avec leurs ingrédients frais.',
    },
    ...cookbookListPages.map(cookbookListRoute),
    {
      name: 'cookbook_recipe_view',
      path: '/recettes/:slug',
      page: 'cookbook-recipe-view',
      title: 'Recette',
      description: 'Une recette de saison à cuisiner chez vous.',
    },
    {
      name: 'cookbook_recipe_view_origins',
      path: '/recettes/:slug/:week',
      page: 'cookbook-recipe-view-origins',
      title: 'L’origine des ingrédients',
      description:
        'D’où viennent les ingrédients de cette recette cette semaine, et qui les produit.',
    },
    {
      name: 'login',
      path: '/connexion',
      page: 'login',
      title: 'Connexion',
      description:
        'Connectez-vous à votre compte pour gérer votre box, vos recettes et vos livraisons.',
      hideForAuth: true,
      noindex: true,
    },
    {
      name: 'registration',
      path: '/inscription',
      page: 'registration',
      title: 'Créer un compte',
      description:
        'Créez votre compte pour composer votre première box de recettes de saison et la suivre.',
      hideForAuth: true,
      noindex: true,
    },
    {
      name: 'password_reset',
      path: '/mot-de-passe-oublie',
      page: 'password-reset',
      title: 'Mot de passe oublié',
      description:
        'Recevez un code par e-mail pour choisir un nouveau mot de passe et retrouver votre compte.',
      hideForAuth: true,
      noindex: true,
    },
    {
      // where the shopper comes back after 3-D Secure, with the payment's redirectResult
      name: 'giftcard_confirmation',
      path: '/carte-cadeau/confirmation',
      page: 'giftcard-confirmation',
      title: 'Votre carte cadeau',
      description: 'La confirmation de votre achat de carte cadeau.',
      noindex: true,
      personal: true,
    },
    {
      name: 'basket_menu',
      path: '/panier/menu',
      page: 'basket-menu',
      title: 'Choisissez vos recettes',
      description: 'Choisissez les recettes de votre première box.',
      funnel: true,
      noindex: true,
    },
    {
      name: 'basket_account',
      path: '/panier/compte',
      page: 'basket-account',
      title: 'Votre compte',
      description: 'Créez votre compte ou connectez-vous pour commander votre première box.',
      funnel: true,
      noindex: true,
      personal: true,
    },
    {
      name: 'basket_delivery',
      path: '/panier/livraison',
      page: 'basket-delivery',
      title: 'Votre livraison',
      description:
        'Votre adresse, le jour et le créneau de livraison de votre première box, livrée partout en France, Corse et outre-mer compris.',
      funnel: true,
      noindex: true,
      personal: true,
    },
    {
      // ADR 043: the first order recorded by the delivery step, paid by card
      name: 'basket_payment',
      path: '/panier/paiement',
      page: 'basket-payment',
      title: 'Paiement',
      description: 'Vérifiez votre première box et payez-la par carte.',
      funnel: true,
      requiresAuth: true,
      noindex: true,
      personal: true,
    },
    {
      // not a funnel step for the guard: the new subscriber, funnel completed, must see it
      name: 'basket_confirmation',
      path: '/panier/confirmation',
      page: 'basket-confirmation',
      title: 'Votre commande est confirmée',
      description: 'La confirmation de votre première box.',
      requiresAuth: true,
      noindex: true,
      personal: true,
    },
    {
      // the subscriber area's landing page: the deliveries (spec §4)
      name: 'subscriber_area',
      path: '/mon-compte',
      page: 'subscriber-area',
      title: 'Mes livraisons',
      description:
        'Vos livraisons à venir et passées\u00a0: suivez, suspendez ou réactivez vos box.',
      requiresAuth: true,
      noindex: true,
      personal: true,
    },
    {
      // ADR 047: the subscription's state, setting and preferences, its pause
      name: 'subscriber_subscription',
      path: '/mon-compte/abonnement',
      page: 'subscriber-subscription',
      title: 'Mon abonnement',
      description:
        'Votre formule, vos préférences de recettes\u00a0: modifiez-les, mettez votre abonnement en pause ou réactivez-le.',
      requiresAuth: true,
      noindex: true,
      personal: true,
    },
    {
      // ADR 047: the visitor's tier of the loyalty club (spec §3)
      name: 'subscriber_loyalty',
      path: '/mon-compte/fidelite',
      page: 'subscriber-loyalty',
      title: 'Mon club fidélité',
      description:
        'Votre palier du club fidélité, vos avantages et ce que le palier suivant vous réserve.',
      requiresAuth: true,
      noindex: true,
      personal: true,
    },
    {
      // ADR 048: the subscriber's details (spec §3 User) and password
      name: 'subscriber_profile',
      path: '/mon-compte/profil',
      page: 'subscriber-profile',
      title: 'Mon profil',
      description: 'Vos coordonnées, votre date de naissance et votre mot de passe.',
      requiresAuth: true,
      noindex: true,
      personal: true,
    },
    {
      // ADR 048: the cards that pay the boxes
      name: 'subscriber_cards',
      path: '/mon-compte/cartes',
      page: 'subscriber-cards',
      title: 'Mes cartes de paiement',
      description: 'Les cartes enregistrées pour régler vos box\u00a0: ajoutez-en, retirez-en.',
      requiresAuth: true,
      noindex: true,
      personal: true,
    },
    {
      name: 'page_view',
      path: '/:slug',
      page: 'page-view',
      title: 'Page',
      description: `Informations ${brandName}.`,
    },
    {
      name: '404',
      path: '*',
      page: 'not-found',
      title: 'Page introuvable',
      description: 'Cette page n’existe pas ou plus.',
      noindex: true,
    },
  ];
}

/** `BRAND_NAME` as a slug: lower case, no accents, words joined by dashes. */
export function brandSlugOf(brand: string): string {
  return brand
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
