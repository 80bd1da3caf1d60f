// The pages of the subscriber area, in the order its navigation lists them: only those that
// exist. A new page of the area is a row of shared/routes.ts (requiresAuth, personal, noindex),
// a folder of client/pages/ drawn inside <SubscriberArea>, and a line here.
export const subscriberPages = [
  { path: '/mon-compte', label: 'Mes livraisons' },
  { path: '/mon-compte/abonnement', label: 'Mon abonnement' },
  { path: '/mon-compte/fidelite', label: 'Mon club fidélité' },
  { path: '/mon-compte/profil', label: 'Mon profil' },
  { path: '/mon-compte/cartes', label: 'Mes cartes' },
] as const;

export type SubscriberPagePath = (typeof subscriberPages)[number]['path'];
