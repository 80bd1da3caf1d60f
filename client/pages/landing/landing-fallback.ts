import type { LandingContent } from '../../api/queries/landing-content.ts';
import { claims } from '../../components/marketing/claims.ts';
import { illustration, paragraph } from './content-in-code.ts';

const nbsp = '\u00a0';

/**
 * What a landing shows when the CMS has no content for it (spec §8: the call rejects, and is
 * logged): the general offer, under the route's own title (shared/routes.ts).
 */
export function landingFallback(title: string): LandingContent {
  return {
    title,
    pageTitle: null,
    firstSlides: {
      title: 'L’essentiel en quatre points',
      items: [
        {
          icon: illustration('fork-and-knife-with-plate'),
          text: `${claims.newRecipesPerWeek} nouvelles recettes chaque semaine, au choix`,
        },
        {
          icon: illustration('leafy-green'),
          text: `Des ingrédients frais, à ${claims.frenchIngredientsPercent}${nbsp}% français`,
        },
        {
          icon: illustration('steaming-bowl'),
          text: `Prêtes en ${claims.readyInMinutes}${nbsp}minutes ou moins, guidé pas à pas`,
        },
        { icon: illustration('sun'), text: `Sans engagement${nbsp}: une pause quand vous voulez` },
      ],
    },
    whySimplified: [
      {
        picture: illustration('shopping-cart'),
        title: 'Fini les courses',
        caption:
          'Tous les ingrédients de vos recettes arrivent chez vous, regroupés par recette. Plus de liste, plus de file d’attente.',
      },
      {
        picture: illustration('salt'),
        title: 'Les justes quantités',
        caption: `Chaque ingrédient est dosé pour la recette et le nombre de personnes${nbsp}: vous ne jetez plus rien.`,
      },
      {
        picture: illustration('cheese-wedge'),
        title: 'Le goût du fait-maison',
        caption:
          'Des recettes de saison, variées et faciles à suivre, pour cuisiner de bons petits plats même en semaine.',
      },
    ],
    products: [
      {
        name: 'Box 2 personnes',
        description: 'Pour les couples et les solos gourmands.',
        icon: illustration('bento-box'),
      },
      {
        name: 'Box 4 personnes',
        description: 'Notre formule la plus choisie, pour les familles et les colocations.',
        icon: illustration('pot-of-food'),
      },
      {
        name: 'Box 6 ou 8 personnes',
        description: 'Pour les grandes tablées, avec des portions généreuses.',
        icon: illustration('fondue'),
      },
    ],
    testimonials: [
      {
        author: 'Claire, à Rennes',
        avatar: illustration('green-salad'),
        quote: paragraph(
          `Je choisis mes recettes le dimanche en cinq minutes, et la semaine est réglée. Les légumes ont un goût que j’avais oublié.`,
        ),
      },
      {
        author: 'Mehdi, à Lille',
        avatar: illustration('spaghetti'),
        quote: paragraph(
          `Je ne savais faire que des pâtes. Avec les fiches pas à pas, je cuisine maintenant pour mes amis le samedi soir.`,
        ),
      },
      {
        author: 'Anne et Paul, à Tours',
        avatar: illustration('tomato'),
        quote: paragraph(
          `Plus de courses le soir après le travail, et presque plus rien à la poubelle. On ne reviendrait pas en arrière.`,
        ),
      },
    ],
    faq: [
      {
        question: `Comment ça marche${nbsp}?`,
        answer: paragraph(
          `Chaque semaine, vous choisissez vos recettes parmi ${claims.newRecipesPerWeek} nouveautés. Nous livrons les ingrédients frais et dosés, avec une fiche recette pas à pas pour chacune.`,
        ),
      },
      {
        question: `Suis-je engagé sur une durée${nbsp}?`,
        answer: paragraph(
          'Non. Vous mettez votre abonnement en pause, sautez une semaine ou le résiliez quand vous voulez, depuis votre compte.',
        ),
      },
      {
        question: `Où livrez-vous${nbsp}?`,
        answer: paragraph(
          `Partout en France, dans un colis isotherme qui garde vos produits au frais 24${nbsp}heures, et à vélo cargo dans Paris.`,
        ),
      },
    ],
  };
}
