import { cookbookLists, type CookbookList } from './cookbook-lists.ts';

// The copy of each filtered list's page (spec §3's route props: page title and description,
// hook text, title of the paginated block), by the list's path.

export interface CookbookListCopy {
  pageTitle: string;
  pageDesc: string;
  hookText: string;
  paginatedBlockTitle: { main: string; secondary: string };
}

const copyByPath: Record<string, CookbookListCopy> = {
  vegetarien: {
    pageTitle: 'Recettes végétariennes',
    pageDesc:
      'Nos recettes végétariennes de saison : légumes, légumineuses et céréales, gourmandes et équilibrées, livrées avec les justes quantités.',
    hookText: 'Des plats sans viande ni poisson qui ne manquent ni de protéines ni de gourmandise.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'végétariennes' },
  },
  nutrition: {
    pageTitle: 'Recettes équilibrées',
    pageDesc:
      'Des recettes pensées avec notre diététicienne : des assiettes complètes, riches en fibres et en protéines, pour bien manger toute la semaine.',
    hookText: 'Des assiettes complètes et rassasiantes, validées par notre diététicienne.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'équilibrées' },
  },
  facile: {
    pageTitle: 'Recettes faciles',
    pageDesc:
      'Des recettes faciles, prêtes en moins de 20 minutes aux fourneaux, pour se régaler les soirs de semaine sans y passer la soirée.',
    hookText: 'Peu d’étapes, peu de vaisselle, et moins de 20 minutes aux fourneaux.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'faciles' },
  },
  rapide: {
    pageTitle: 'Recettes rapides',
    pageDesc:
      'Nos recettes rapides, prêtes en moins de 20 minutes aux fourneaux : des dîners faits maison même les soirs où le temps manque.',
    hookText: 'Toutes nos recettes prêtes en moins de 20 minutes aux fourneaux.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'rapides' },
  },
  gourmand: {
    pageTitle: 'Recettes gourmandes',
    pageDesc:
      'Gratins, plats mijotés, sauces onctueuses : nos recettes gourmandes pour se faire plaisir, avec des produits frais et de saison.',
    hookText: 'Pour les soirs où l’on a envie de se faire plaisir.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'gourmandes' },
  },
  healthy: {
    pageTitle: 'Recettes healthy',
    pageDesc:
      'Des recettes healthy, légères et colorées : beaucoup de légumes, de bonnes graisses et des cuissons douces, sans rien sacrifier au goût.',
    hookText: 'Légères, colorées et pleines de légumes de saison.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'healthy' },
  },
  creative: {
    pageTitle: 'Recettes créatives',
    pageDesc:
      'Épices du monde, associations inattendues, techniques de chef : nos recettes créatives pour sortir de la routine en cuisine.',
    hookText: 'Des saveurs d’ailleurs et des associations qui surprennent.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'créatives' },
  },
  viande: {
    pageTitle: 'Recettes de viande',
    pageDesc:
      'Bœuf, volaille fermière, porc, agneau : nos recettes de viande française, issue d’éleveurs que nous connaissons.',
    hookText: 'Des viandes françaises, d’éleveurs que nous connaissons.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'à la viande' },
  },
  poisson: {
    pageTitle: 'Recettes de poisson',
    pageDesc:
      'Cabillaud, truite, maquereau, saumon : nos recettes de poisson issues de pêches responsables, simples et savoureuses.',
    hookText: 'Des poissons de pêche responsable, cuisinés simplement.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'de poisson' },
  },
  crustace: {
    pageTitle: 'Recettes de crustacés',
    pageDesc:
      'Crevettes et gambas à l’honneur : nos recettes de crustacés, du curry parfumé à la poêlée à l’ail, prêtes en un rien de temps.',
    hookText: 'Crevettes et gambas, de la poêle au wok.',
    paginatedBlockTitle: { main: 'Nos recettes', secondary: 'de crustacés' },
  },
};

/** A filtered list with its page's copy. */
export type CookbookListPage = CookbookList & CookbookListCopy;

export const cookbookListPages: readonly CookbookListPage[] = cookbookLists.map((list) => {
  const copy = copyByPath[list.path];
  if (!copy) throw new Error(`no copy for the list ${list.path}`);
  return { ...list, ...copy };
});

export function cookbookListPageByPath(path: string): CookbookListPage | undefined {
  return cookbookListPages.find((list) => list.path === path);
}
