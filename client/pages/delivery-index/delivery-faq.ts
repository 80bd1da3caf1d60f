// The delivery page's own questions (spec §2), shown in its accordion and said again by its
// FAQPage structured data (DESIGN §4, ADR 049).

export const deliveryQuestions = [
  {
    question: 'Quels jours livrez-vous\u00a0?',
    answer: 'Du mardi au samedi, partout en France. Vous choisissez votre jour à la commande.',
  },
  {
    question: 'Mes produits restent-ils au frais\u00a0?',
    answer:
      'Oui\u00a0: le colis isotherme et ses poches de froid gardent vos produits au frais 24\u00a0heures.',
  },
  {
    question: 'Livrez-vous à vélo\u00a0?',
    answer: 'Dans Paris, nos box arrivent à vélo cargo, sans bruit ni fumée.',
  },
  {
    question: 'Et si je suis absent\u00a0?',
    answer:
      'Le livreur dépose le colis à l’endroit indiqué dans votre compte (gardien, voisin, boîte à colis).',
  },
];
