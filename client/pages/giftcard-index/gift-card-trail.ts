/** Where the purchase sits: under the gift card landing page (its breadcrumbs and their JSON-LD). */
export const giftCardTrail = [
  { name: 'Accueil', path: '/' },
  { name: 'Offrir une carte cadeau', path: '/offrir-une-carte-cadeau' },
  { name: 'Acheter une carte cadeau', path: '/carte-cadeau' },
];
