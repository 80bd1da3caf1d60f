import { Link } from '../../components/link.tsx';
import { Accordion, type AccordionItem } from '../../components/accordion.tsx';
import { claims } from '../../components/marketing/claims.ts';
import styles from './home-page.module.css';

const questions: AccordionItem[] = [
  {
    question: 'Y a-t-il un engagement\u00a0?',
    answer: (
      <p>
        Aucun. Vous mettez votre abonnement en pause, changez de formule ou l’arrêtez à tout moment
        depuis votre compte, sans frais.
      </p>
    ),
  },
  {
    question: 'Où livrez-vous\u00a0?',
    answer: (
      <p>
        Partout en France, dans un colis isotherme qui garde vos produits au frais. Dans Paris, nous
        livrons à vélo cargo.
      </p>
    ),
  },
  {
    question: 'Combien de temps faut-il pour cuisiner\u00a0?',
    answer: (
      <p>
        {claims.readyInMinutes}&nbsp;minutes ou moins pour nos recettes, {claims.quickRangeMinutes}
        &nbsp;minutes pour la gamme rapide. Chaque fiche indique le temps aux fourneaux.
      </p>
    ),
  },
  {
    question: 'Pour combien de personnes\u00a0?',
    answer: (
      <p>
        Pour 2, 4, 6 ou 8&nbsp;personnes. Vous choisissez chaque semaine le nombre de recettes de
        votre box.
      </p>
    ),
  },
];

/** The questions people ask before their first box, answered on the spot. */
export function HomeQuestions() {
  return (
    <section aria-labelledby="faq-title" className={styles.section}>
      <h2 id="faq-title">Vos questions</h2>
      <Accordion items={questions} exclusive />
      <p className={styles.after}>
        <Link to="/faq">Toutes les réponses</Link>
      </p>
    </section>
  );
}
