import { Form } from 'react-router-dom';
import { formatPrice } from '../../../shared/format-fr.ts';
import type { GiftCardOrder } from '../../api/gift-card-payment.ts';
import { Button } from '../../components/button.tsx';
import { CardPayment } from '../../components/payment/card-payment.tsx';
import type { GiftCardAnswer } from './gift-card-action.ts';
import { HiddenOrder, orderFields } from './hidden-order.tsx';
import styles from './gift-card-page.module.css';

type PaymentAnswer = Extract<GiftCardAnswer, { step: 'payment' }>;

/**
 * The second step: what is bought, then the card — in Adyen's Drop-in when the site has a
 * client key (ADR 038), else in our test-mode form (ADR 037).
 */
export function PaymentStep({ answer }: { answer: PaymentAnswer }) {
  const { order, ...step } = answer;
  return (
    <>
      <OrderSummary order={order} />
      <CardPayment
        step={step}
        fields={orderFields(order)}
        amount={order.value}
        submitLabel={`Payer ${formatPrice(order.value)}`}
      />
    </>
  );
}

function OrderSummary({ order }: { order: GiftCardOrder }) {
  return (
    <section aria-labelledby="gift-card-summary" className={styles.summary}>
      {/* the step's start: it takes the focus when the step is shown (gift-card-page.tsx) */}
      <h2 id="gift-card-summary" tabIndex={-1}>
        Votre carte cadeau
      </h2>
      <dl className={styles.details}>
        <div>
          <dt>Montant</dt>
          <dd>{formatPrice(order.value)}</dd>
        </div>
        <div>
          <dt>Pour</dt>
          <dd>
            {order.recipientName}
            {order.recipientEmail ? ` (${order.recipientEmail})` : null}
          </dd>
        </div>
        <div>
          <dt>Votre e-mail</dt>
          <dd>{order.email}</dd>
        </div>
        {order.message ? (
          <div>
            <dt>Message</dt>
            <dd className={styles.message}>{order.message}</dd>
          </div>
        ) : null}
      </dl>
      <Form method="post" replace>
        <HiddenOrder order={order} />
        <Button type="submit" name="intent" value="edit" variant="secondary" size="sm">
          Modifier
        </Button>
      </Form>
    </section>
  );
}
