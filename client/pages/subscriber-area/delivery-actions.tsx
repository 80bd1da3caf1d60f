import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router-dom';
import type { Delivery } from '../../api/queries/deliveries.ts';
import { Button } from '../../components/button.tsx';
import { Modal } from '../../components/modal.tsx';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import type { DeliveryDates } from './delivery-dates.ts';
import styles from './subscriber-area-page.module.css';

/** The hidden fields of a delivery's form (ADR 046): what to do, to which order. */
export function DeliveryFields({
  intent,
  delivery,
  confirm = false,
}: {
  intent: 'suspend' | 'reactivate';
  delivery: Delivery;
  confirm?: boolean;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="order" value={delivery.key} />
      {confirm ? <input type="hidden" name="confirm" value="1" /> : null}
    </>
  );
}

/** « Oui, suspendre »: the suspension confirmed, in the dialog or in the page without it. */
export function ConfirmSuspendForm({
  delivery,
  onSubmit,
  children,
}: {
  delivery: Delivery;
  onSubmit?: () => void;
  children?: ReactNode;
}) {
  return (
    <Form method="post" replace preventScrollReset onSubmit={onSubmit} className={styles.actions}>
      <DeliveryFields intent="suspend" delivery={delivery} confirm />
      <Button type="submit">Oui, suspendre</Button>
      {children}
    </Form>
  );
}

/**
 * The buttons a delivery offers, as the product API allows (`can_suspend`, `can_reactivate`).
 * Suspend asks first: with JavaScript in a dialog, without it the action answers a confirmation
 * step (ADR 046).
 */
export function DeliveryActions({ delivery, dates }: { delivery: Delivery; dates: DeliveryDates }) {
  const [confirming, setConfirming] = useState(false);
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('order') === delivery.key;
  const day = dates.day(delivery.deliveryDate);
  const offered = delivery.canReactivate ? 'reactivate' : delivery.canSuspend ? 'suspend' : null;
  // the button used is replaced by the other one once the list is updated in place: focus
  // follows it rather than falling back to the start of the page (WCAG 2.4.3)
  const button = useRef<HTMLButtonElement>(null);
  const used = useRef<string | null>(null);
  useEffect(() => {
    // the list may be updated while the navigation is still loading: what was offered when the
    // visitor acted is kept from its start
    if (pending) used.current ??= offered;
    else if (used.current !== null) {
      if (used.current !== offered) button.current?.focus();
      used.current = null;
    }
  }, [pending, offered]);
  if (delivery.canReactivate) {
    return (
      <Form method="post" replace preventScrollReset className={styles.actions}>
        <DeliveryFields intent="reactivate" delivery={delivery} />
        <Button ref={button} type="submit" variant="secondary" pending={pending}>
          Réactiver<VisuallyHidden> la livraison du {day}</VisuallyHidden>
        </Button>
      </Form>
    );
  }
  if (!delivery.canSuspend) return null;
  return (
    <>
      <Form
        method="post"
        replace
        preventScrollReset
        className={styles.actions}
        // with JavaScript the dialog asks; without it the post does (the action's confirmation)
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <DeliveryFields intent="suspend" delivery={delivery} />
        <Button ref={button} type="submit" variant="secondary" pending={pending}>
          Suspendre<VisuallyHidden> la livraison du {day}</VisuallyHidden>
        </Button>
      </Form>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Suspendre la livraison du ${day}\u00a0?`}
        size="sm"
        footer={
          <ConfirmSuspendForm delivery={delivery} onSubmit={() => setConfirming(false)}>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Annuler
            </Button>
          </ConfirmSuspendForm>
        }
      >
        <SuspendConsequence delivery={delivery} dates={dates} />
      </Modal>
    </>
  );
}

/** What a suspension does, said before it is confirmed. */
export function SuspendConsequence({
  delivery,
  dates,
}: {
  delivery: Delivery;
  dates: DeliveryDates;
}) {
  return (
    <p>
      Cette box ne sera ni préparée ni livrée. Vous pourrez la réactiver jusqu’au{' '}
      {dates.deadline(delivery.changeDeadline)}.
    </p>
  );
}
