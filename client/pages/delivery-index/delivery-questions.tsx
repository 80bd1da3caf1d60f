import { Accordion } from '../../components/accordion.tsx';

const deliveryQuestions = [
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

/** spec §2: the delivery page's expandable questions. */
export function DeliveryQuestions() {
  return (
    <section aria-labelledby="delivery-questions">
      <h2 id="delivery-questions">Vos questions sur la livraison</h2>
      <Accordion
        items={deliveryQuestions.map(({ question, answer }) => ({
          question,
          answer: <p>{answer}</p>,
        }))}
      />
    </section>
  );
}
