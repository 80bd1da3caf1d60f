import type { CardText } from '../../components/showcase/numbered-cards.tsx';
import { claims } from '../../components/marketing/claims.ts';

// The sections only one organic page has (ADR 050): why we cook organic (/bio), the week of an
// organic box (/box-repas-bio), the seasons and the cook's habits (/box-a-cuisiner-bio).

const nbsp = '\u00a0';

export const whyOrganic: CardText[] = [
  {
    title: 'Des sols vivants',
    text: 'Sans engrais de synthèse, les fermes nourrissent la terre de compost et de rotations, et la terre le leur rend.',
  },
  {
    title: 'Moins de résidus',
    text: 'Pas de pesticides de synthèse dans les champs, donc pas dans votre assiette ni dans les rivières voisines.',
  },
  {
    title: 'Le goût de la saison',
    text: 'Des variétés choisies pour leur saveur plutôt que pour le transport, récoltées quand elles sont mûres.',
  },
];

export const organicWeek: CardText[] = [
  {
    title: 'Le menu bio est en ligne',
    text: `Les ${claims.organicRecipesPerWeek}${nbsp}recettes bio de la semaine portent le logo AB sur le menu.`,
  },
  {
    title: 'Jusqu’à la date limite, vous composez',
    text: `Tout bio, à moitié ou juste une recette pour essayer${nbsp}: vous choisissez recette par recette.`,
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

export const seasons: CardText[] = [
  {
    title: 'Automne',
    text: `Potimarron, butternut, champignons de Paris bio, pommes et poires de Normandie${nbsp}: la saison des veloutés et des plats au four.`,
  },
  {
    title: 'Hiver',
    text: `Poireaux, carottes des sables, choux et endives${nbsp}: les légumes racines bio prennent le relais, rôtis ou en potée.`,
  },
  {
    title: 'Printemps',
    text: `Asperges, petits pois, radis et herbes fraîches${nbsp}: des cuissons courtes pour garder le croquant.`,
  },
  {
    title: 'Été',
    text: `Tomates, courgettes, aubergines et basilic du Sud${nbsp}: des recettes crues ou juste saisies.`,
  },
];

export const cookingTips: CardText[] = [
  {
    title: 'Gardez la peau',
    text: `Un légume bio se brosse plutôt qu’il ne s’épluche${nbsp}: carottes, pommes de terre et courges gardent leur peau et leurs fibres.`,
  },
  {
    title: 'Cuisinez les fanes',
    text: `Fanes de radis et de carottes bio finissent en pesto ou en soupe${nbsp}: la fiche vous dit comment.`,
  },
  {
    title: 'Conservez à part',
    text: 'Sans traitement après récolte, fruits et légumes bio se gardent au bac à légumes, dans leur sachet, et se cuisinent dans la semaine.',
  },
];
