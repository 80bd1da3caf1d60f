import { Accordion } from '../accordion.tsx';

export interface PlainQuestion {
  question: string;
  answer: string;
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
        items={questions.map(({ question, answer }) => ({ question, answer: <p>{answer}</p> }))}
      />
    </section>
  );
}
