import { Link } from '../../components/link.tsx';
import type { FaqQuestion } from '../../api/queries/faq.ts';
import { Accordion } from '../../components/accordion.tsx';
import { MarkdownContent } from '../../content/markdown-content.tsx';
import styles from './faq-view-page.module.css';

/** The questions of a subsection, each opening on its answer and a link to the answer's page. */
export function QuestionAccordion({
  questions,
  basePath,
}: {
  questions: FaqQuestion[];
  basePath: string;
}) {
  return (
    <Accordion
      items={questions.map((question) => ({
        question: question.title,
        answer: (
          <>
            <MarkdownContent body={question.body} compact />
            <p className={styles.permalink}>
              <Link to={`${basePath}/${question.slug}`}>La réponse sur sa page</Link>
            </p>
          </>
        ),
      }))}
    />
  );
}
