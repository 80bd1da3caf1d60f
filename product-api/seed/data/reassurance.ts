import type { SeedReassuranceBlock } from '../types.ts';

// The small reassurance blocks shown under the heroes and on the landing pages. A scope of
// group `page` names a route of the site's table (its spec §2 name) whose page shows the block.

export const reassuranceBlocks: SeedReassuranceBlock[] = [
  {
    title: 'Sans engagement',
    text: 'Mettez en pause, sautez une semaine, modifiez ou résiliez votre abonnement quand vous voulez, avant le mercredi 23 h 59 pour la semaine suivante.',
    image: 'sun',
    scopes: [
      { group: 'home', name: 'hero' },
      { group: 'landing', name: 'generique' },
      { group: 'landing', name: 'famille' },
      { group: 'landing', name: 'moins20min' },
      { group: 'landing', name: 'thermomix' },
      { group: 'landing', name: 'bio' },
      { group: 'page', name: 'thermomix' },
      { group: 'page', name: 'gui' },
    ],
    corners: ['Famille', 'Express', 'Végétarien', 'Thermomix', 'Bio'],
  },
  {
    title: '90 % d’ingrédients français',
    text: 'Nos chefs cuisinent avec des maraîchers, éleveurs et pêcheurs de toute la France, et l’origine de chaque ingrédient est indiquée sur la fiche recette.',
    image: 'leafy-green',
    scopes: [
      { group: 'home', name: 'hero' },
      { group: 'landing', name: 'generique' },
      { group: 'landing', name: 'bio' },
      { group: 'menu', name: 'header' },
      { group: 'page', name: '2025_our_ingredients' },
      { group: 'page', name: 'bio' },
    ],
    corners: ['Bio', 'Végétarien', 'Healthy'],
  },
  {
    title: 'Livraison partout en France',
    text: 'Du mardi au samedi, dans une box réfrigérée qui garde vos aliments au frais 24 heures. Et dans Paris, votre box arrive à vélo cargo.',
    image: 'bento-box',
    scopes: [
      { group: 'home', name: 'hero' },
      { group: 'landing', name: 'generique' },
      { group: 'landing', name: 'famille' },
      { group: 'checkout', name: 'basket' },
      { group: 'page', name: 'gui' },
    ],
    corners: ['Famille', 'Express'],
  },
  {
    title: 'Des recettes prêtes en 30 minutes',
    text: 'Toutes nos recettes sont prêtes en 30 minutes ou moins, et notre gamme express en 20 minutes. Avec nos fiches pas à pas, c’est réussi à tous les coups.',
    image: 'fork-and-knife-with-plate',
    scopes: [
      { group: 'home', name: 'hero' },
      { group: 'landing', name: 'moins20min' },
      { group: 'landing', name: 'thermomix' },
      { group: 'menu', name: 'header' },
      { group: 'page', name: 'thermomix' },
      { group: 'page', name: 'gui' },
    ],
    corners: ['Express', 'Thermomix', 'Famille'],
  },
  {
    title: 'Zéro gaspillage, les justes quantités',
    text: 'Chaque ingrédient est dosé pour la recette et le nombre de personnes choisis. Plus de botte d’herbes qui fane ni de crème entamée oubliée au réfrigérateur.',
    image: 'carrot',
    scopes: [
      { group: 'landing', name: 'generique' },
      { group: 'landing', name: 'bio' },
      { group: 'landing', name: 'famille' },
      { group: 'home', name: 'engagements' },
      { group: 'page', name: '2025_our_commitments' },
      { group: 'page', name: '2025_our_recipe_box' },
    ],
    corners: ['Végétarien', 'Healthy', 'Bio'],
  },
  {
    title: 'Service client du lundi au samedi',
    text: 'Une question, un souci avec votre box ? Notre équipe vous répond du lundi au samedi, de 8 h à 20 h, au 01 84 80 12 34 ou à bonjour@potimarron.fr.',
    image: 'honey-pot',
    scopes: [
      { group: 'home', name: 'footer' },
      { group: 'landing', name: 'generique' },
      { group: 'checkout', name: 'basket' },
      { group: 'page', name: 'gui' },
    ],
    corners: ['Famille', 'Express', 'Thermomix'],
  },
  {
    title: 'Des emballages qui se trient',
    text: 'Caisse en carton recyclé, isolant en fibres de coton recyclées, poches de froid réutilisables : chaque élément de la box porte sa consigne de tri, et le livreur à vélo cargo reprend les caisses dans Paris.',
    image: 'package',
    scopes: [{ group: 'page', name: '2025_our_commitments' }],
    corners: ['Famille', 'Bio'],
  },
  {
    title: 'Des producteurs payés au juste prix',
    text: 'Nous achetons en direct aux maraîchers, éleveurs et pêcheurs, et leur annonçons nos volumes plusieurs semaines à l’avance : ils récoltent ce qui sera vraiment cuisiné, à un prix fixé ensemble.',
    image: 'handshake',
    scopes: [
      { group: 'page', name: '2025_our_commitments' },
      { group: 'page', name: '2025_our_ingredients' },
    ],
    corners: ['Bio', 'Végétarien'],
  },
  {
    title: 'Les invendus donnés chaque vendredi',
    text: 'Les rares produits qui restent en fin de semaine partent chez nos associations partenaires d’aide alimentaire, plutôt qu’à la benne.',
    image: 'red-apple',
    scopes: [{ group: 'page', name: '2025_our_commitments' }],
    corners: ['Famille'],
  },
  {
    title: 'Des réglages testés sur le robot',
    text: 'Vitesse, température, durée : chaque étape certifiée a été cuisinée par notre équipe sur le Thermomix avant d’arriver dans votre box.',
    image: 'timer-clock',
    scopes: [{ group: 'page', name: 'thermomix' }],
    corners: ['Thermomix'],
  },
  {
    title: 'Le bio au prix des autres recettes',
    text: 'Une recette bio coûte le même prix qu’une autre recette de sa gamme : nous achetons en direct et en justes quantités, sans stock perdu.',
    image: 'seedling',
    scopes: [
      { group: 'page', name: 'bio' },
      { group: 'page', name: 'box_repas_bio' },
      { group: 'page', name: 'box_a_cuisiner_bio' },
    ],
    corners: ['Bio'],
  },
  {
    title: 'Un sachet par recette',
    text: 'Les ingrédients de chaque recette sont réunis dans un même sachet, étiqueté à son nom : vous ouvrez le réfrigérateur, vous prenez le sachet, vous cuisinez.',
    image: 'shopping-bags',
    scopes: [{ group: 'page', name: '2025_our_recipe_box' }],
    corners: ['Famille', 'Express'],
  },
];
