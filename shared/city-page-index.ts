import { frenchTypography } from './french-typography.ts';

// The nine city delivery pages of spec §2 (names rutabago_livraison_*) as the route table knows
// them: name, path, city, postcodes, title and description. What each page says of its city is in
// city-pages.ts, which only the pages that show it load (ADR 064).

export interface CityPageEntry {
  /** the route's name (spec §2) */
  name: string;
  /** the path's only segment */
  slug: string;
  city: string;
  /** the city's postcodes: how the box arrives follows from them (city-delivery-mode.ts) */
  postcodes: readonly string[];
  title: string;
  description: string;
}

const entries: CityPageEntry[] = [
  {
    name: 'rutabago_livraison_bio_bordeaux',
    slug: 'livraison-panier-repas-bio-bordeaux',
    city: 'Bordeaux',
    postcodes: ['33000', '33100', '33200', '33300', '33800'],
    title: 'Livraison de panier repas bio à Bordeaux',
    description:
      'Panier repas bio livré à Bordeaux et dans la métropole, du mardi au samedi : des recettes de saison aux ingrédients bio, des Chartrons à la Bastide.',
  },
  {
    name: 'rutabago_livraison_bio_paris',
    slug: 'livraison-panier-repas-bio-paris',
    city: 'Paris',
    postcodes: [
      '75001',
      '75002',
      '75003',
      '75004',
      '75005',
      '75006',
      '75007',
      '75008',
      '75009',
      '75010',
      '75011',
      '75012',
      '75013',
      '75014',
      '75015',
      '75016',
      '75017',
      '75018',
      '75019',
      '75020',
      '75116',
    ],
    title: 'Livraison de panier repas bio à Paris',
    description:
      'Votre panier repas bio livré à vélo cargo dans les vingt arrondissements de Paris, du mardi au samedi, avec des recettes de saison aux ingrédients bio.',
  },
  {
    name: 'rutabago_livraison_bio_lyon',
    slug: 'livraison-panier-repas-bio-lyon',
    city: 'Lyon',
    postcodes: ['69001', '69002', '69003', '69004', '69005', '69006', '69007', '69008', '69009'],
    title: 'Livraison de panier repas bio à Lyon',
    description:
      'Panier repas bio livré à Lyon et Villeurbanne du mardi au samedi : des recettes bio de saison, de la Croix-Rousse à Confluence, sans engagement.',
  },
  {
    name: 'rutabago_livraison_neuilly_sur_seine',
    slug: 'livraison-panier-repas-neuilly-sur-seine',
    city: 'Neuilly-sur-Seine',
    postcodes: ['92200'],
    title: 'Livraison de panier repas à Neuilly-sur-Seine',
    description:
      'Panier repas livré à vélo cargo à Neuilly-sur-Seine, du mardi au samedi : des Sablons à l’île de la Jatte, des recettes de saison prêtes à cuisiner.',
  },
  {
    name: 'rutabago_livraison_boulogne_billancourt',
    slug: 'livraison-panier-repas-boulogne-billancourt',
    city: 'Boulogne-Billancourt',
    postcodes: ['92100'],
    title: 'Livraison de panier repas à Boulogne-Billancourt',
    description:
      'Panier repas livré à vélo cargo à Boulogne-Billancourt du mardi au samedi, du Trapèze aux Princes-Marmottan : des recettes de saison à cuisiner en famille.',
  },
  {
    name: 'rutabago_livraison_asnieres_sur_seine',
    slug: 'livraison-panier-repas-asnieres-sur-seine',
    city: 'Asnières-sur-Seine',
    postcodes: ['92600'],
    title: 'Livraison de panier repas à Asnières-sur-Seine',
    description:
      'Panier repas livré à vélo cargo à Asnières-sur-Seine, du mardi au samedi, des Quatre-Routes aux Grésillons : recettes de saison et ingrédients frais.',
  },
  {
    name: 'rutabago_livraison_rueil_malmaison',
    slug: 'livraison-panier-repas-rueil-malmaison',
    city: 'Rueil-Malmaison',
    postcodes: ['92500'],
    title: 'Livraison de panier repas à Rueil-Malmaison',
    description:
      'Panier repas livré à vélo cargo à Rueil-Malmaison du mardi au samedi, du centre-ville à Buzenval : des recettes de saison, sans engagement.',
  },
  {
    name: 'rutabago_livraison_marseille',
    slug: 'livraison-panier-repas-marseille',
    city: 'Marseille',
    postcodes: [
      '13001',
      '13002',
      '13003',
      '13004',
      '13005',
      '13006',
      '13007',
      '13008',
      '13009',
      '13010',
      '13011',
      '13012',
      '13013',
      '13014',
      '13015',
      '13016',
    ],
    title: 'Livraison de panier repas à Marseille',
    description:
      'Panier repas livré à Marseille du mardi au samedi, du Vieux-Port à Mazargues : des recettes de saison ensoleillées et des ingrédients frais.',
  },
  {
    name: 'rutabago_livraison_dijon',
    slug: 'livraison-panier-repas-dijon',
    city: 'Dijon',
    postcodes: ['21000'],
    title: 'Livraison de panier repas à Dijon',
    description:
      'Panier repas livré à Dijon et dans la métropole du mardi au samedi : des recettes de saison, de Montchapet à Chenôve, sans engagement.',
  },
];

/** The entries, their title and description set in French typography (DECISIONS, « Copy »). */
export const cityPageIndex: readonly CityPageEntry[] = entries.map((entry) => ({
  ...entry,
  title: frenchTypography(entry.title),
  description: frenchTypography(entry.description),
}));
