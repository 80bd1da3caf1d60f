import { Accordion } from '../../components/accordion.tsx';
import { deliveryQuestions } from './delivery-faq.ts';

/** spec §2: the delivery page's expandable questions. */
export function DeliveryQuestions() {
  return (
    <section aria-labelledby="delivery-questions">
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
