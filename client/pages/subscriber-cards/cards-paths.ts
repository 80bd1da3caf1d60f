// The cards page's address and what its redirects say (ADR 048): `?enregistre=` a card added
// or removed, shown once the page is asked again.

export const cardsPath = '/mon-compte/cartes';
export const doneParam = 'enregistre';

export const doneNotices: Readonly<Record<string, string>> = {
  ajoutee: 'Votre carte a été enregistrée.',
  retiree: 'Votre carte a été retirée.',
};

/** The card step of a page view: a new attempt at each visit (ADR 034). */
export const cardStepKey = ['card-step', 'saved-cards'] as const;

export const cardMessages = {
  notFound: 'Cette carte est introuvable dans votre compte.',
} as const;
