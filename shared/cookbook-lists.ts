// spec §2, "Filtered cookbook lists": path, name, tag filter, max time and label, with the
// copy each list shows. Lists live at /recettes/{path}/page/{page} (DECISIONS, Routes).

import { maxTimeQuickLists } from './quick-range.ts';

export interface CookbookList {
  path: string;
  name: string;
  /** recipe category name the list keeps (spec: « Tag filter »), none for « Rapides » */
  tag: string | null;
  /** minutes of hands-on time at most (spec: « Max time ») */
  maxTime: number | null;
  label: string;
  pageTitle: string;
  pageDesc: string;
  hookText: string;
  paginatedBlockTitle: { main: string; secondary: string };
}

export const cookbookLists: readonly CookbookList[] = [
  {
    path: 'vegetarien',
    name: 'cookbook_recipe_veggie',
    tag: 'végé',
    maxTime: null,
    label: 'Végétariennes',
    pageTitle: 'Recettes végétariennes',
    pageDesc:
      'Nos recettes végétariennes de saison : légumes, légumineuses et céréales, gourmandes et équilibrées, livrées avec les justes quantités.',
    hookText: 'Des plats sans viande ni poisson qui ne manquent ni de protéines ni de gourmandise.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'végétariennes' },
  },
  {
    path: 'nutrition',
    name: 'cookbook_recipe_nutrition',
    tag: 'nutrition',
    maxTime: null,
    label: 'Nutrition',
    pageTitle: 'Recettes équilibrées',
    pageDesc:
      'Des recettes pensées avec notre diététicienne : des assiettes complètes, riches en fibres et en protéines, pour bien manger toute la semaine.',
    hookText: 'Des assiettes complètes et rassasiantes, validées par notre diététicienne.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'équilibrées' },
  },
  {
    path: 'facile',
    name: 'cookbook_recipe_faciles',
    tag: 'efficace',
    maxTime: maxTimeQuickLists,
    label: 'Faciles',
    pageTitle: 'Recettes faciles',
    pageDesc:
      'Des recettes faciles, prêtes en moins de 20 minutes aux fourneaux, pour se régaler les soirs de semaine sans y passer la soirée.',
    hookText: 'Peu d’étapes, peu de vaisselle, et moins de 20 minutes aux fourneaux.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'faciles' },
  },
  {
    path: 'rapide',
    name: 'cookbook_recipe_rapides',
    tag: null,
    maxTime: maxTimeQuickLists,
    label: 'Rapides',
    pageTitle: 'Recettes rapides',
    pageDesc:
      'Nos recettes rapides, prêtes en moins de 20 minutes : des dîners faits maison même les soirs où le temps manque.',
    hookText: 'Toutes nos recettes prêtes en moins de 20 minutes aux fourneaux.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'rapides' },
  },
  {
    path: 'gourmand',
    name: 'cookbook_recipe_gourmand',
    tag: 'gourmand',
    maxTime: null,
    label: 'Gourmandes',
    pageTitle: 'Recettes gourmandes',
    pageDesc:
      'Gratins, plats mijotés, sauces onctueuses : nos recettes gourmandes pour se faire plaisir, avec des produits frais et de saison.',
    hookText: 'Pour les soirs où l’on a envie de se faire plaisir.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'gourmandes' },
  },
  {
    path: 'healthy',
    name: 'cookbook_recipe_healthy',
    tag: 'healthy',
    maxTime: null,
    label: 'Healthy',
    pageTitle: 'Recettes healthy',
    pageDesc:
      'Des recettes healthy, légères et colorées : beaucoup de légumes, de bonnes graisses et des cuissons douces, sans rien sacrifier au goût.',
    hookText: 'Légères, colorées et pleines de légumes de saison.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'healthy' },
  },
  {
    path: 'creative',
    name: 'cookbook_recipe_creatives',
    tag: 'créatif',
    maxTime: null,
    label: 'Créatives',
    pageTitle: 'Recettes créatives',
    pageDesc:
      'Épices du monde, associations inattendues, techniques de chef : nos recettes créatives pour sortir de la routine en cuisine.',
    hookText: 'Des saveurs d’ailleurs et des associations qui surprennent.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'créatives' },
  },
  {
    path: 'viande',
    name: 'cookbook_recipe_viande',
    tag: 'viande',
    maxTime: null,
    label: 'Viande',
    pageTitle: 'Recettes de viande',
    pageDesc:
      'Bœuf, volaille fermière, porc, agneau : nos recettes de viande française, issue d’éleveurs que nous connaissons.',
    hookText: 'Des viandes françaises, d’éleveurs que nous connaissons.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'à la viande' },
  },
  {
    path: 'poisson',
    name: 'cookbook_recipe_poisson',
    tag: 'poisson',
    maxTime: null,
    label: 'Poisson',
    pageTitle: 'Recettes de poisson',
    pageDesc:
      'Cabillaud, truite, maquereau, saumon : nos recettes de poisson issues de pêches responsables, simples et savoureuses.',
    hookText: 'Des poissons de pêche responsable, cuisinés simplement.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'de poisson' },
  },
  {
    path: 'crustace',
    name: 'cookbook_recipe_crustace',
    tag: 'crevettes',
    maxTime: null,
    label: 'Crustacés',
    pageTitle: 'Recettes de crustacés',
    pageDesc:
      'Crevettes et gambas à l’honneur : nos recettes de crustacés, du curry parfumé à la poêlée à l’ail, prêtes en un rien de temps.',
    hookText: 'Crevettes et gambas, de la poêle au wok.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'de crustacés' },
  },
];

export function cookbookListByPath(path: string): CookbookList | undefined {
  return cookbookLists.find((list) => list.path === path);
}
