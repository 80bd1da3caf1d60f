import { useSuspenseQuery } from '@tanstack/react-query';
import { useClients } from '../../api/api-context.tsx';
import { useSiteSettings } from '../../app/site-settings.tsx';
import { Accordion } from '../../components/accordion.tsx';
import { Link } from '../../components/link.tsx';
import { MarkdownContent } from '../../content/markdown-content.tsx';
import { giftCardFaqQuery } from './gift-card-faq.ts';
import styles from './giftcard-landing.module.css';

/** The help centre's gift-card questions, answered on the spot, and the way to the rest. */
export function GiftCardQuestions() {
  const { api } = useClients();
  const faq = useSuspenseQuery(giftCardFaqQuery(api, useSiteSettings())).data;
  if (faq?.kind !== 'subsection')
    return (
      <p className={styles.section}>
        Une question&nbsp;? <Link to="/faq">Toutes les réponses dans notre aide</Link>
      </p>
    );
  const path = `/faq/${faq.section.slug}/${faq.subsection.slug}`;
  return (
    <section aria-labelledby="giftcard-questions" className={styles.section}>
      <h2 id="giftcard-questions">Vos questions sur la carte cadeau</h2>
      <Accordion
        items={faq.subsection.questions.map((question) => ({
          question: question.title,
          answer: <MarkdownContent body={question.body} compact />,
        }))}
      />
      <p className={styles.after}>
        <Link to={path}>Toutes les réponses sur les cartes cadeaux</Link>
      </p>
    </section>
  );
}
