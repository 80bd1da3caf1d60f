import { Accordion } from '../accordion.tsx';
import { Link } from '../link.tsx';

export interface PlainQuestion {
  question: string;
  answer: string;
  /** the help centre's answer page of the same question, which alone marks it up (ADR 049) */
  helpPath?: string;
}

/** A page's own questions and answers (its FAQPage structured data says the same). */
export function LocalFaq({
  title,
  questions,
}: {
  title: string;
  questions: readonly PlainQuestion[];
}) {
  return (
    <section aria-labelledby="local-faq">
      <h2 id="local-faq">{title}</h2>
      <Accordion
        items={questions.map(({ question, answer, helpPath }) => ({
          question,
          answer: (
            <>
              <p>{answer}</p>
              {helpPath && (
                <p>
                  <Link to={helpPath}>La réponse complète dans notre aide</Link>
                </p>
              )}
            </>
          ),
        }))}
      />
    </section>
  );
}
