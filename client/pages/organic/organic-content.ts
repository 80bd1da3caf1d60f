import { claims } from '../../components/marketing/claims.ts';

export const organicFaq = ['qualite-et-engagements', 'le-bio'];

export const rowTitles = {
  bio: 'Nos recettes bio du moment',
  box_repas_bio: 'Au menu de votre box repas bio',
  box_a_cuisiner_bio: 'Des recettes bio à cuisiner cette saison',
} as const;

export type OrganicPage = keyof typeof rowTitles;

/** The organic page a route of the table draws (spec §2 names), /bio for any other. */
export const organicPageOf = (routeName: string): OrganicPage =>
  routeName === 'box_repas_bio' || routeName === 'box_a_cuisiner_bio' ? routeName : 'bio';

export const labels = [
  {
    title: 'Le logo AB',
    text: 'La marque française de l’agriculture biologique, facultative, apposée sur les produits contrôlés selon le règlement européen.',
  },
  {
    title: 'L’Eurofeuille',
    text: 'La feuille étoilée verte, obligatoire sur tout produit bio préemballé vendu dans l’Union européenne depuis 2010.',
  },
  {
    title: 'Un contrôle chaque année',
    text: 'Chaque producteur bio est audité au moins une fois par an par un organisme certificateur agréé par l’État.',
  },
];

export const organicWeek = [
  {
    title: 'Lundi, le menu bio est en ligne',
    text: `Les ${claims.organicRecipesPerWeek}\u00a0recettes bio de la semaine suivante portent le logo AB sur le menu.`,
  },
  {
    title: 'Jusqu’au mercredi soir, vous composez',
    text: 'Tout bio, à moitié ou juste une recette pour essayer\u00a0: vous choisissez recette par recette.',
  },
  {
    title: 'Nous commandons aux fermes',
    text: 'Les producteurs bio récoltent pour les box commandées, pas pour un stock qui attendrait.',
  },
  {
    title: 'Votre box arrive au frais',
    text: 'Un sachet par recette, les ingrédients bio marqués comme tels sur la fiche.',
  },
];

export const boxQuestions = [
  {
    title: 'Puis-je recevoir une box entièrement bio\u00a0?',
    plainText:
      'Oui\u00a0: choisissez uniquement des recettes portant le logo AB sur le menu, votre box sera alors composée de recettes certifiées bio.',
  },
  {
    title: 'La box repas bio a-t-elle un prix à part\u00a0?',
    plainText:
      'Non\u00a0: elle suit la grille de la box, selon le nombre de personnes et de recettes, livraison comprise.',
  },
  {
    title: 'Peut-on mélanger recettes bio et recettes classiques\u00a0?',
    plainText:
      'Bien sûr\u00a0: chaque semaine, vous composez votre box recette par recette, en bio ou non.',
  },
];

export const seasons = [
  {
    title: 'Automne',
    text: 'Potimarron, butternut, champignons de Paris bio, pommes et poires de Normandie\u00a0: la saison des veloutés et des plats au four.',
  },
  {
    title: 'Hiver',
    text: 'Poireaux, carottes des sables, choux et endives\u00a0: les légumes racines bio prennent le relais, rôtis ou en potée.',
  },
  {
    title: 'Printemps',
    text: 'Asperges, petits pois, radis et herbes fraîches\u00a0: des cuissons courtes pour garder le croquant.',
  },
  {
    title: 'Été',
    text: 'Tomates, courgettes, aubergines et basilic du Sud\u00a0: des recettes crues ou juste saisies.',
  },
];

export const cookingTips = [
  {
    title: 'Gardez la peau',
    text: 'Un légume bio se brosse plutôt qu’il ne s’épluche\u00a0: carottes, pommes de terre et courges gardent leur peau et leurs fibres.',
  },
  {
    title: 'Cuisinez les fanes',
    text: 'Fanes de radis et de carottes bio finissent en pesto ou en soupe\u00a0: la fiche vous dit comment.',
  },
  {
    title: 'Conservez à part',
    text: 'Sans traitement après récolte, fruits et légumes bio se gardent au bac à légumes, dans leur sachet, et se cuisinent dans la semaine.',
  },
];
