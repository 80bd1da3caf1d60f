import { Link } from '../../components/link.tsx';
import { Accordion } from '../../components/accordion.tsx';
import { homeQuestions } from './home-faq.ts';
import styles from './home-page.module.css';

/** The questions people ask before their first box, answered on the spot. */
export function HomeQuestions() {
  return (
    <section aria-labelledby="faq-title" className={styles.section}>
      <h2 id="faq-title">Vos questions</h2>
      <Accordion
        items={homeQuestions.map(({ question, answer }) => ({ question, answer: <p>{answer}</p> }))}
        exclusive
      />
      <p className={styles.after}>
        <Link to="/faq">Toutes les réponses</Link>
      </p>
    </section>
  );
}
