import { deliveryDaysPhrase } from '../../../shared/delivery-area.ts';
import { claims } from '../../components/marketing/claims.ts';

// /comment-ca-marche tells the box its own way (spec §2: the steps in a carousel), not in the
// three lines the home page and the other marketing pages give (ADR 050: prose of its own).

const nbsp = '\u00a0';

export const weekSteps = [
  {
    title: 'Choisissez vos recettes',
    text: `Le menu de chaque semaine compte ${claims.newRecipesPerWeek}${nbsp}nouveautés, en ligne plusieurs semaines à l’avance. Vous cochez celles qui vous tentent, ou nous les choisissons d’après vos préférences.`,
  },
  {
    title: 'Nous préparons votre box',
    text: 'Après la date limite de votre box, six jours avant sa livraison, nous commandons aux producteurs ce qui a été choisi. Chaque recette a son sachet, ses ingrédients pesés pour votre nombre de personnes.',
  },
  {
    title: 'Vous êtes livré',
    text: `Le jour et le créneau que vous avez choisis, ${deliveryDaysPhrase}. Un colis isotherme garde tout au frais si vous n’êtes pas là.`,
  },
  {
    title: 'Vous cuisinez',
    text: `La fiche illustrée donne les gestes dans l’ordre et le temps aux fourneaux${nbsp}: ${claims.readyInMinutes}${nbsp}minutes au plus, ${claims.quickRangeMinutes} pour la gamme express.`,
  },
];

export const firstOrder = [
  {
    title: 'Votre formule',
    text: 'De 2 à 8 personnes et autant de recettes que vous voulez, tant que la box compte entre 4 et 32 parts. Le prix de la part baisse quand la box grandit.',
  },
  {
    title: 'Votre adresse',
    text: `Votre code postal nous dit comment vous livrer. Toute la France métropolitaine est desservie${nbsp}; Paris et ses proches voisines le sont à vélo cargo.`,
  },
  {
    title: 'Le paiement',
    text: 'La première box se règle par carte bancaire à la validation de la commande. Les suivantes sont débitées chaque jeudi, jamais pendant une pause ni une semaine sautée.',
  },
];
