import type { LandingContent } from '../../api/queries/landing-content.ts';
import { Accordion } from '../../components/accordion.tsx';
import { MarkdownContent } from '../../content/markdown-content.tsx';
import styles from './landing-sections.module.css';

/** The content's questions, answered in the site's accordion (CMS text, ADR 015). */
export function LandingFaq({ faq }: { faq: LandingContent['faq'] }) {
  if (faq.length === 0) return null;
  return (
    <section aria-labelledby="landing-faq" className={styles.section}>
      <h2 id="landing-faq">Vos questions</h2>
      <Accordion
        exclusive
        items={faq.map((item) => ({
          question: item.question,
          answer: <MarkdownContent body={item.answer} compact />,
        }))}
      />
    </section>
  );
}
