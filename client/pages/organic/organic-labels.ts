import type { CardText } from '../../components/showcase/numbered-cards.tsx';
import type { OrganicPage } from './organic-content.ts';

// The organic labels, told on each organic page from its angle: what they guarantee (/bio),
// where the box shows them (/box-repas-bio), how to read them in the kitchen (/box-a-cuisiner-bio).

const nbsp = '\u00a0';

export const organicLabels: Record<OrganicPage, { title: string; items: CardText[] }> = {
  bio: {
    title: 'Les labels que vous trouverez',
    items: [
      {
        title: 'Le logo AB',
        text: 'La marque française de l’agriculture biologique, facultative, apposée sur les produits contrôlés selon le règlement européen.',
      },
      {
        title: 'L’Eurofeuille',
        text: 'La feuille étoilée verte, obligatoire sur tout produit bio préemballé vendu dans l’Union européenne depuis 2010.',
      },
      {
        title: 'Un contrôle chaque année',
        text: 'Chaque producteur bio est audité au moins une fois par an par un organisme certificateur agréé par l’État.',
      },
    ],
  },
  box_repas_bio: {
    title: 'Les labels de votre box',
    items: [
      {
        title: 'Sur le menu',
        text: `Le logo AB marque les recettes certifiées bio${nbsp}: c’est lui que vous cherchez pour composer une box bio.`,
      },
      {
        title: 'Sur les produits',
        text: 'Fromages, farines et légumineuses bio arrivent dans leur emballage, l’Eurofeuille sur l’étiquette.',
      },
      {
        title: 'Sur la fiche recette',
        text: 'Chaque ingrédient bio y est signalé comme tel, avec sa ferme quand nous l’achetons en direct.',
      },
    ],
  },
  box_a_cuisiner_bio: {
    title: 'Lire les labels en cuisinant',
    items: [
      {
        title: 'Le logo AB',
        text: 'Sur un ingrédient français, il garantit une culture sans pesticides ni engrais de synthèse, contrôlée chaque année.',
      },
      {
        title: 'L’Eurofeuille',
        text: 'Vous la verrez sur la crème, le beurre ou les pâtes de la recette, comme sur tout produit bio préemballé.',
      },
      {
        title: 'Le code du certificateur',
        text: `Sous le logo, un code comme FR\u2011BIO\u201101 nomme l’organisme qui a contrôlé le producteur${nbsp}: la preuve, en petits caractères.`,
      },
    ],
  },
};
