import { claims } from '../../components/marketing/claims.ts';

// The questions people ask before their first box, shown by the home page and said again by its
// FAQPage structured data (DESIGN §4, ADR 049).

export const homeQuestions = [
  {
    question: 'Y a-t-il un engagement\u00a0?',
    answer:
      'Aucun. Vous mettez votre abonnement en pause, changez de formule ou l’arrêtez à tout moment depuis votre compte, sans frais.',
  },
  {
    question: 'Où livrez-vous\u00a0?',
    answer:
      'Partout en France, dans un colis isotherme qui garde vos produits au frais. Dans Paris, nous livrons à vélo cargo.',
  },
  {
    question: 'Combien de temps faut-il pour cuisiner\u00a0?',
    answer: `${claims.readyInMinutes}\u00a0minutes ou moins pour nos recettes, ${claims.quickRangeMinutes}\u00a0minutes pour la gamme rapide. Chaque fiche indique le temps aux fourneaux.`,
  },
  {
    question: 'Pour combien de personnes\u00a0?',
    answer:
      'Pour 2, 4, 6 ou 8\u00a0personnes. Vous choisissez chaque semaine le nombre de recettes de votre box.',
  },
] as const;
