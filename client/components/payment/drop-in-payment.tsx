import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSubmit } from 'react-router-dom';
import type { AdyenSettings } from '../../app/site-settings.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { CustomerServiceContact } from '../customer-service-contact.tsx';
import { FormAlert } from '../form/form-alert.tsx';
import type { CardPaymentProps } from './card-payment-props.ts';
import type { CardStep } from './card-step.ts';
import { dropinErrorMessage, dropinMessages } from './drop-in-messages.ts';
import styles from './payment.module.css';

/**
 * The card entered in Adyen's own Drop-in (ADR 038), mounted once the page has hydrated from a
 * chunk of its own (adyen-drop-in.ts). What it encrypted goes to the route action with the
 * page's fields and the attempt (`intent=pay`), so no card number reaches our servers; each answer of
 * the action mounts it afresh (a refusal, its message above it). Without JavaScript it cannot
 * run: the page says so.
 */
export function DropinPayment({
  step: answer,
  fields,
  action,
  amount,
  title = 'Paiement par carte',
  children,
  adyen,
}: CardPaymentProps & { adyen: AdyenSettings }) {
  const container = useRef<HTMLDivElement>(null);
  const submit = useSubmit();
  const hydrated = useHydrated();
  // what the Drop-in of this answer did: mounted, or failed with a message
  const [shown, setShown] = useState<{ answer: CardStep; error?: string }>();
  const current = shown?.answer === answer ? shown : undefined;

  const pay = useEffectEvent((paymentMethod: Record<string, unknown>) => {
    void submit(
      {
        ...fields,
        attempt: answer.attempt,
        intent: 'pay',
        paymentMethod: JSON.stringify(paymentMethod),
      },
      { method: 'post', action, replace: true },
    );
  });
  const settle = useEffectEvent((error?: string) => setShown({ answer, error }));

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const mounting = new AbortController();
    import('./adyen-drop-in.ts')
      .then(({ mountDropin }) =>
        mountDropin(
          node,
          {
            adyen,
            amountInCents: Math.round(amount * 100),
            paymentMethods: answer.paymentMethods ?? {},
            onSubmit: (paymentMethod) => pay(paymentMethod),
            onError: (name) => settle(dropinErrorMessage(name)),
          },
          mounting.signal,
        ),
      )
      .then(
        () => settle(),
        () => {
          if (!mounting.signal.aborted) settle(dropinMessages.unavailable);
        },
      );
    return () => mounting.abort();
  }, [answer, adyen, amount]);

  return (
    <section aria-labelledby="card-payment" className={styles.form}>
      <h2 id="card-payment" className={styles.stepTitle}>
        {title}
      </h2>
      {children}
      <FormAlert message={current?.error ?? answer.message} />
      {answer.contactSupport ? <CustomerServiceContact /> : null}
      <noscript>
        <p className={styles.testMode}>
          Le paiement par carte nécessite JavaScript&nbsp;: activez-le dans votre navigateur, puis
          rechargez la page.
        </p>
      </noscript>
      {hydrated && !current ? (
        <p role="status" className={styles.brands}>
          Chargement du paiement sécurisé…
        </p>
      ) : null}
      <div id="adyen-drop-in" ref={container} />
    </section>
  );
}
