import type { FaqSubsection } from '../../api/queries/faq.ts';
import { MarkdownContent } from '../../content/markdown-content.tsx';
import { Accordion } from '../accordion.tsx';
import { Link } from '../link.tsx';
import styles from './showcase.module.css';

/** A help-centre subsection's questions on a page (marked up on their answer pages, ADR 050). */
export function FaqList({
  id,
  title,
  subsection,
  path,
}: {
  id: string;
  title: string;
  subsection: FaqSubsection;
  /** the subsection's page in the help centre */
  path: string;
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      <Accordion
        exclusive
        items={subsection.questions.map((question) => ({
          question: question.title,
          answer: <MarkdownContent body={question.body} compact />,
        }))}
      />
      <p>
        <Link to={path}>Toutes les questions «&nbsp;{subsection.title}&nbsp;»</Link>
      </p>
    </section>
  );
}
