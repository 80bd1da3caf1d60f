import type { ComponentType } from 'react';
import { Accordion } from '../../components/accordion.tsx';
import { Carousel } from '../../components/carousel/carousel.tsx';
import { howItWorksSteps } from '../../components/marketing/how-it-works.tsx';
import styles from './marketing-page.module.css';

// What some marketing pages hold beyond the common blocks (spec §2): the carousel layout of
// how-it-works, the expandable questions of the delivery page.

function StepsCarousel() {
  return (
    <section aria-labelledby="steps-title" className={styles.section}>
      <h2 id="steps-title">Votre box, étape par étape</h2>
      <Carousel
        label="Les étapes de votre box"
        items={howItWorksSteps}
        itemKey={(step) => step.title}
        renderItem={(step, index) => (
          <div className={styles.slide}>
            <p className={styles.stepNumber}>Étape {index + 1}</p>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        )}
      />
    </section>
  );
}

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

function DeliveryQuestions() {
  return (
    <section aria-labelledby="delivery-questions" className={styles.section}>
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

/** The page's own section, by route name. */
export const marketingSections: Record<string, ComponentType> = {
  how_it_works: StepsCarousel,
  delivery_index: DeliveryQuestions,
};
