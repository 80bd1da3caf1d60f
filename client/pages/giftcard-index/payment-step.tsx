import { Form } from 'react-router-dom';
import { formatPrice } from '../../../shared/format-fr.ts';
import { Button } from '../../components/button.tsx';
import { SubmitButton } from '../../components/form/account-page.tsx';
import { CustomerServiceContact } from '../../components/customer-service-contact.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { useActionForm } from '../../components/form/use-action-form.ts';
import type { GiftCardOrder } from '../../api/gift-card-payment.ts';
import { useSiteSettings } from '../../app/site-settings.tsx';
import { CardFields } from './card-fields.tsx';
import { DropinPayment } from './drop-in-payment.tsx';
import type { GiftCardAnswer } from './gift-card-action.ts';
import { cardChecks } from './gift-card-checks.ts';
import { HiddenOrder } from './hidden-order.tsx';
import styles from './gift-card-page.module.css';

type PaymentAnswer = Extract<GiftCardAnswer, { step: 'payment' }>;

// Adyen's brand codes (POST /adyen/availablePaymentMethods), as printed on cards
const brandNames: Record<string, string> = {
  cartebancaire: 'CB',
  visa: 'Visa',
  mc: 'Mastercard',
  amex: 'American Express',
};

/**
 * The second step: what is bought, then the card — in Adyen's Drop-in when the site has a
 * client key (ADR 038), else in our test-mode form (ADR 037).
 */
export function PaymentStep({ answer }: { answer: PaymentAnswer }) {
  const { adyen } = useSiteSettings();
  return (
    <>
      <OrderSummary order={answer.order} />
      {adyen ? <DropinPayment answer={answer} adyen={adyen} /> : <TestModeCard answer={answer} />}
    </>
  );
}

function OrderSummary({ order }: { order: GiftCardOrder }) {
  return (
    <section aria-labelledby="gift-card-summary" className={styles.summary}>
      <h2 id="gift-card-summary">Votre carte cadeau</h2>
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

/** The card typed in our own form, in test mode (ADR 037). */
function TestModeCard({ answer }: { answer: PaymentAnswer }) {
  const { field, errors, onSubmit, pending } = useActionForm(cardChecks(() => new Date()));
  const brands = answer.brands.map((brand) => brandNames[brand]).filter(Boolean);
  return (
    <Form method="post" replace onSubmit={onSubmit} className={styles.form} noValidate>
      <h2 className={styles.stepTitle}>Paiement par carte</h2>
      <p className={styles.testMode} role="note">
        <strong>Mode test&nbsp;: aucune carte réelle n’est débitée.</strong> Carte d’essai&nbsp;:
        4111&nbsp;1111&nbsp;4555&nbsp;1142, 03/30, cryptogramme 737.
      </p>
      {brands.length > 0 ? (
        <p className={styles.brands}>Cartes acceptées&nbsp;: {brands.join(', ')}.</p>
      ) : null}
      <FormAlert message={answer.message} />
      {answer.contactSupport ? <CustomerServiceContact /> : null}
      <HiddenOrder order={answer.order} />
      <input type="hidden" name="attempt" value={answer.attempt} />
      <input type="hidden" name="brands" value={answer.brands.join(',')} />
      <CardFields
        field={field}
        errorOf={(name) => errors[name] ?? answer.fieldErrors?.[name]}
        holderName={answer.holderName}
      />
      <input type="hidden" name="intent" value="pay" />
      <SubmitButton pending={pending} pendingLabel="Paiement en cours…">
        {`Payer ${formatPrice(answer.order.value)}`}
      </SubmitButton>
    </Form>
  );
}
