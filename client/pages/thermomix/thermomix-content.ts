import { claims } from '../../components/marketing/claims.ts';

export const thermomixRecipes = { tag: 'thermomix', pageSize: claims.thermomixRecipesPerWeek };
export const thermomixFaq = ['les-recettes', 'thermomix'];
export const thermomixRowTitle = 'Les recettes certifiées Thermomix du moment';

export const thermomixSteps = [
  {
    title: 'Cochez la préférence Thermomix',
    text: `Dans votre compte, une case suffit\u00a0: les ${claims.thermomixRecipesPerWeek}\u00a0recettes certifiées de la semaine remontent en tête de votre menu.`,
  },
  {
    title: 'Recevez des quantités calibrées pour le bol',
    text: 'Les ingrédients arrivent pesés pour un bol de 2,2\u00a0litres, déjà lavés quand c’est possible, dans un sachet par recette.',
  },
  {
    title: 'Suivez les réglages de la fiche',
    text: 'Chaque étape donne la vitesse, la température et la durée à programmer, puis ce que vous faites pendant que le robot travaille.',
  },
  {
    title: 'Servez, le bol déjà rincé',
    text: 'Les recettes finissent par un cycle de rinçage rapide\u00a0: le robot est propre quand vous passez à table.',
  },
];

/** The slides of spec §2's Thermomix carousel: what the appliance takes off your hands. */
export const thermomixSlides = [
  {
    title: 'Les sauces sans grumeaux',
    text: 'Béchamel, sauce au curry, beurre blanc\u00a0: le fouet du robot tourne à la bonne température pendant que vous dressez.',
  },
  {
    title: 'Le risotto sans remuer',
    text: 'Sens inverse, vitesse lente, 18\u00a0minutes\u00a0: le riz reste crémeux sans que vous ayez à tenir la cuillère.',
  },
  {
    title: 'Les soupes mixées dans le même bol',
    text: 'Cuisson puis mixage sans transvaser\u00a0: un seul récipient à laver pour un velouté de saison.',
  },
  {
    title: 'Les purées et les houmous en deux minutes',
    text: 'Pois chiches, patate douce ou céleri\u00a0: la texture voulue, lisse ou rustique, à la vitesse indiquée.',
  },
];
