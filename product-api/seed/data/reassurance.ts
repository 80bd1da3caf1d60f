import type { SeedReassuranceBlock } from '../types.ts';

// The small reassurance blocks shown under the heroes and on the landing pages. A scope of the
// group `page` names the path of an SEO or city page that shows the block (the site's ADR 049).

const page = (name: string) => ({ group: 'page', name });
const cargoBikePages = [
  'livraison-panier-repas-bio-paris',
  'livraison-panier-repas-neuilly-sur-seine',
  'livraison-panier-repas-boulogne-billancourt',
  'livraison-panier-repas-asnieres-sur-seine',
  'livraison-panier-repas-rueil-malmaison',
];
const carrierPages = [
  'livraison-panier-repas-bio-bordeaux',
  'livraison-panier-repas-bio-lyon',
  'livraison-panier-repas-marseille',
  'livraison-panier-repas-dijon',
];

export const reassuranceBlocks: SeedReassuranceBlock[] = [
  {
    title: 'Sans engagement',
    text: 'Mettez en pause, sautez une semaine, modifiez ou résiliez votre abonnement quand vous voulez, avant le mercredi 23 h 59 pour la semaine suivante.',
    image: 'sun',
    scopes: [
      page('box-abonnement'),
      page('box-repas'),
      { group: 'home', name: 'hero' },
      { group: 'landing', name: 'generique' },
      { group: 'landing', name: 'famille' },
      { group: 'landing', name: 'moins20min' },
      { group: 'landing', name: 'thermomix' },
      { group: 'landing', name: 'bio' },
    ],
    corners: ['Famille', 'Express', 'Végétarien', 'Thermomix', 'Bio'],
  },
  {
    title: '90 % d’ingrédients français',
    text: 'Nos chefs cuisinent avec des maraîchers, éleveurs et pêcheurs de toute la France, et l’origine de chaque ingrédient est indiquée sur la fiche recette.',
    image: 'leafy-green',
    scopes: [
      page('box-alimentaire'),
      page('menu-semaine'),
      page('livraison-panier-repas-bio-bordeaux'),
      page('livraison-panier-repas-bio-lyon'),
      { group: 'home', name: 'hero' },
      { group: 'landing', name: 'generique' },
      { group: 'landing', name: 'bio' },
      { group: 'menu', name: 'header' },
    ],
    corners: ['Bio', 'Végétarien', 'Healthy'],
  },
  {
    title: 'Livraison partout en France',
    text: 'Du mardi au samedi, dans une box réfrigérée qui garde vos aliments au frais 24 heures. Et dans Paris, votre box arrive à vélo cargo.',
    image: 'bento-box',
    scopes: [
      ...cargoBikePages.map(page),
      page('livraison-panier-repas'),
      page('box-repas'),
      { group: 'home', name: 'hero' },
      { group: 'landing', name: 'generique' },
      { group: 'landing', name: 'famille' },
      { group: 'checkout', name: 'basket' },
    ],
    corners: ['Famille', 'Express'],
  },
  {
    title: 'Des recettes prêtes en 30 minutes',
    text: 'Toutes nos recettes sont prêtes en 30 minutes ou moins, et notre gamme express en 20 minutes. Avec nos fiches pas à pas, c’est réussi à tous les coups.',
    image: 'fork-and-knife-with-plate',
    scopes: [
      page('menu-semaine'),
      page('box-alimentaire'),
      { group: 'home', name: 'hero' },
      { group: 'landing', name: 'moins20min' },
      { group: 'landing', name: 'thermomix' },
      { group: 'menu', name: 'header' },
    ],
    corners: ['Express', 'Thermomix', 'Famille'],
  },
  {
    title: 'Zéro gaspillage, les justes quantités',
    text: 'Chaque ingrédient est dosé pour la recette et le nombre de personnes choisis. Plus de botte d’herbes qui fane ni de crème entamée oubliée au réfrigérateur.',
    image: 'carrot',
    scopes: [
      page('panier-semaine'),
      page('recettes-saines'),
      { group: 'landing', name: 'generique' },
      { group: 'landing', name: 'bio' },
      { group: 'landing', name: 'famille' },
      { group: 'home', name: 'engagements' },
    ],
    corners: ['Végétarien', 'Healthy', 'Bio'],
  },
  {
    title: 'Service client du lundi au samedi',
    text: 'Une question, un souci avec votre box ? Notre équipe vous répond du lundi au samedi, de 8 h à 20 h, au 01 84 80 12 34 ou à bonjour@potimarron.fr.',
    image: 'honey-pot',
    scopes: [
      ...carrierPages.map(page),
      { group: 'home', name: 'footer' },
      { group: 'landing', name: 'generique' },
      { group: 'checkout', name: 'basket' },
    ],
    corners: ['Famille', 'Express', 'Thermomix'],
  },
  {
    title: 'Livrée à vélo cargo',
    text: 'Dans Paris et à Neuilly-sur-Seine, Boulogne-Billancourt, Asnières-sur-Seine et Rueil-Malmaison, nos coursiers apportent votre box à vélo cargo électrique, sans bruit ni fumée, jusqu’à votre porte.',
    image: 'bicycle',
    scopes: [page('livraison-panier-repas'), ...cargoBikePages.map(page)],
    corners: ['Famille', 'Express'],
  },
  {
    title: 'Un transporteur spécialiste du frais',
    text: 'Partout ailleurs en France métropolitaine, votre box voyage avec un transporteur du frais. Vous choisissez le jour et le créneau, et un SMS vous prévient le jour même.',
    image: 'delivery-truck',
    scopes: [page('livraison-panier-repas'), ...carrierPages.map(page)],
    corners: ['Famille', 'Bio'],
  },
  {
    title: 'Pensées avec notre diététicienne',
    text: 'Nos recettes saines sont relues par notre diététicienne : des légumes à chaque assiette, des protéines en juste quantité, des cuissons qui gardent le goût.',
    image: 'green-salad',
    scopes: [page('recettes-saines')],
    corners: ['Healthy', 'Végétarien'],
  },
  {
    title: 'Des produits d’exception',
    text: 'Nos recettes premium réunissent des produits que l’on trouve rarement au supermarché : bar de ligne, volaille de Bresse, cèpes et morilles, truffe noire du Périgord.',
    image: 'cheese-wedge',
    scopes: [page('box-gastronomique')],
    corners: ['Gourmand'],
  },
  {
    title: 'Votre box change quand vous voulez',
    text: 'Nombre de recettes, nombre de personnes, jour de livraison : tout se modifie depuis votre compte, d’une semaine sur l’autre, sans frais.',
    image: 'spiral-calendar',
    scopes: [page('box-abonnement'), page('panier-semaine')],
    corners: ['Famille', 'Express'],
  },
  {
    title: 'Des recettes bio chaque semaine',
    text: '50 % de nos recettes sont certifiées bio, avec des légumes, des légumineuses et des produits laitiers issus de l’agriculture biologique.',
    image: 'seedling',
    scopes: [
      page('livraison-panier-repas-bio-paris'),
      page('livraison-panier-repas-bio-bordeaux'),
      page('livraison-panier-repas-bio-lyon'),
    ],
    corners: ['Bio'],
  },
];
