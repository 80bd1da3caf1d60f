import type { SeedReassuranceBlock } from '../types.ts';

// The small reassurance blocks shown under the heroes and on the landing pages.

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
    ],
    corners: ['Famille', 'Express', 'Thermomix'],
  },
];
