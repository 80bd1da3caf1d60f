import { claims } from './claims.ts';
import styles from './how-it-works.module.css';

const howItWorksSteps = [
  {
    title: 'Choisissez vos recettes',
    text: `Parmi ${claims.newRecipesPerWeek} nouvelles recettes chaque semaine\u00a0: végétariennes, poisson, viande, rapides ou gourmandes.`,
  },
  {
    title: 'Recevez vos ingrédients',
    text: `Frais, de saison, à ${claims.frenchIngredientsPercent}\u00a0% français, en justes quantités, livrés partout en France et à vélo cargo dans Paris.`,
  },
  {
    title: `Cuisinez en ${claims.readyInMinutes}\u00a0minutes`,
    text: 'Chaque fiche recette vous guide pas à pas. Il ne vous reste qu’à vous régaler.',
  },
];

/** The three steps of the box, numbered (an ordered list: the order is the point). */
export function HowItWorks({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.steps}>
      {howItWorksSteps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
