import { formatPriceWithCents } from '../../../shared/format-fr.ts';
import { lowestPricePerDish } from '../../../shared/welcome-offer-price.ts';
import type { LandingContent } from '../../api/queries/landing-content.ts';
import { claims } from '../../components/marketing/claims.ts';
import { illustration, paragraph } from './content-in-code.ts';

const nbsp = '\u00a0';
const fromPrice = formatPriceWithCents(lowestPricePerDish());

/**
 * Landing variant 1 (`/generiquev2`, spec §2): its content is written here rather than read
 * from the CMS (spec §7, DECISIONS « Static contents »). The first box and its welcome price.
 */
export const welcomeLandingContent: LandingContent = {
  title: 'Votre première box à prix doux, livrée chez vous',
  // the route table's title is the page's
  pageTitle: null,
  firstSlides: {
    title: 'Une première box pour goûter, sans risque',
    items: [
      { icon: illustration('money-bag'), text: `À partir de ${fromPrice} la part` },
      { icon: illustration('delivery-truck'), text: 'Livraison comprise, partout en France' },
      {
        icon: illustration('fork-and-knife-with-plate'),
        text: `${claims.newRecipesPerWeek} nouvelles recettes au choix chaque semaine`,
      },
      {
        icon: illustration('handshake'),
        text: `Sans engagement${nbsp}: vous arrêtez quand vous voulez`,
      },
    ],
  },
  whySimplified: [
    {
      picture: illustration('wrapped-gift'),
      title: 'Un prix d’accueil, sans piège',
      caption: `Le prix affiché est celui de votre première box, livraison comprise. Votre code promo ou votre carte cadeau s’en déduisent encore.`,
    },
    {
      picture: illustration('calendar'),
      title: 'Vous gardez la main',
      caption: `Après la première box, vous choisissez chaque semaine${nbsp}: recevoir, sauter une semaine ou faire une pause, sans frais.`,
    },
    {
      picture: illustration('carrot'),
      title: 'Des produits qui ont du goût',
      caption: `Des ingrédients frais et de saison, à ${claims.frenchIngredientsPercent}${nbsp}% français, dosés pour chaque recette.`,
    },
  ],
  products: [
    {
      name: 'Box découverte 2 personnes',
      description: 'Pour goûter à deux, dès 2 recettes.',
      icon: illustration('bento-box'),
    },
    {
      name: 'Box 4 personnes',
      description: `La plus choisie${nbsp}: 8 recettes, 32 parts, le meilleur prix à la part.`,
      icon: illustration('pot-of-food'),
    },
    {
      name: 'Box 6 ou 8 personnes',
      description: 'Pour les grandes tablées et les gros appétits.',
      icon: illustration('fondue'),
    },
  ],
  testimonials: [
    {
      author: 'Léa, première box en septembre',
      avatar: illustration('croissant'),
      quote: paragraph(
        `J’ai commandé la première box pour essayer, sans trop y croire. Trois mois plus tard, je n’ai pas sauté une semaine.`,
      ),
    },
    {
      author: 'Samuel, abonné depuis un an',
      avatar: illustration('shallow-pan-of-food'),
      quote: paragraph(
        `Le prix de la première box m’a décidé. La qualité des produits m’a fait rester, et je mets en pause pendant les vacances.`,
      ),
    },
    {
      author: 'Inès, maman de deux enfants',
      avatar: illustration('kiwi-fruit'),
      quote: paragraph(
        `Une box 4 personnes et le dîner est réglé pour la semaine. Les enfants choisissent une recette chacun, c’est devenu un rituel.`,
      ),
    },
  ],
  faq: [
    {
      question: `Combien coûte ma première box${nbsp}?`,
      answer: paragraph(
        `Son prix dépend du nombre de personnes et de recettes, livraison comprise${nbsp}: il s’affiche dans le configurateur dès que vous les choisissez, à partir de ${fromPrice} la part.`,
      ),
    },
    {
      question: `Dois-je m’engager après la première box${nbsp}?`,
      answer: paragraph(
        `Non. L’abonnement est sans engagement${nbsp}: vous sautez une semaine, faites une pause ou arrêtez quand vous voulez, depuis votre compte.`,
      ),
    },
    {
      question: `Puis-je utiliser un code promo ou une carte cadeau${nbsp}?`,
      answer: paragraph(
        `Oui, saisissez-les dans le configurateur, sous le bouton «${nbsp}Choisir mes recettes${nbsp}»${nbsp}: le prix de votre box les déduit aussitôt.`,
      ),
    },
    {
      question: `Quand vais-je être livré${nbsp}?`,
      answer: paragraph(
        `Du mardi au samedi, partout en France, dans un colis isotherme qui garde vos produits au frais 24${nbsp}heures. Dans Paris, nous livrons à vélo cargo.`,
      ),
    },
  ],
};
