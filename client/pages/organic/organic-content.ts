import { claims } from '../../components/marketing/claims.ts';

// What each organic page of spec §2 draws in common, each from its own angle (ADR 050): /bio the
// organic offer, /box-repas-bio the box for the household, /box-a-cuisiner-bio cooking it.

export const rowTitles = {
  // the claim's count (DECISIONS: 9 organic recipes a week), as the page's lead says
  bio: `Nos ${claims.organicRecipesPerWeek}\u00a0recettes bio du moment`,
  box_repas_bio: 'Au menu de votre box repas bio',
  box_a_cuisiner_bio: 'Des recettes bio à cuisiner cette saison',
} as const;

export type OrganicPage = keyof typeof rowTitles;

/** The organic page a route of the table draws (spec §2 names), /bio for any other. */
export const organicPageOf = (routeName: string): OrganicPage =>
  routeName === 'box_repas_bio' || routeName === 'box_a_cuisiner_bio' ? routeName : 'bio';

const helpSection = 'qualite-et-engagements';

/** Each page's subsection of the help centre: its answers are the help centre's (ADR 050). */
export const organicFaqs: Record<OrganicPage, { segments: string[]; title: string }> = {
  bio: { segments: [helpSection, 'le-bio'], title: 'Vos questions sur le bio' },
  box_repas_bio: {
    segments: [helpSection, 'la-box-repas-bio'],
    title: 'La box repas bio en questions',
  },
  box_a_cuisiner_bio: {
    segments: [helpSection, 'cuisiner-bio'],
    title: 'Cuisiner bio, vos questions',
  },
};

export const producerTitles: Record<OrganicPage, string> = {
  bio: 'Les producteurs bio de ces recettes',
  box_repas_bio: 'Les fermes bio de votre box',
  box_a_cuisiner_bio: 'Qui fait pousser ce que vous cuisinerez',
};
