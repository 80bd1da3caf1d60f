import { useId } from 'react';
import type { Delivery } from '../../api/queries/deliveries.ts';
import { LinkButton } from '../../components/button.tsx';
import { ConfirmSuspendForm, SuspendConsequence } from './delivery-actions.tsx';
import type { DeliveryDates } from './delivery-dates.ts';
import styles from './subscriber-area-page.module.css';

/**
 * Without JavaScript, a suspension posted without `confirm` comes back as this step (ADR 046):
 * confirm, or go back to the deliveries with nothing changed.
 */
export function SuspendConfirmation({
  delivery,
  dates,
}: {
  delivery: Delivery;
  dates: DeliveryDates;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.confirmation}>
      <h2 id={titleId}>Suspendre la livraison du {dates.day(delivery.deliveryDate)}&nbsp;?</h2>
      <SuspendConsequence delivery={delivery} dates={dates} />
      <ConfirmSuspendForm delivery={delivery}>
        <LinkButton to="/mon-compte" variant="ghost">
          Non, garder cette livraison
        </LinkButton>
      </ConfirmSuspendForm>
    </section>
  );
}
