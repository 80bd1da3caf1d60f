import { useQuery } from '@tanstack/react-query';
import { useSessionQuery } from '../../api/queries/session-query.ts';
import { useSearchParams } from 'react-router-dom';
import { splitDeliveries } from '../../../shared/delivery-status.ts';
import { useClients } from '../../api/api-context.tsx';
import { deliveriesQuery, type Delivery } from '../../api/queries/deliveries.ts';
import { anonymousSession, visitorQuery } from '../../api/queries/visitor.ts';
import { FormAlert, LiveNotice } from '../../components/form/form-alert.tsx';
import { SubscriberArea } from '../../components/subscriber/subscriber-area.tsx';
import { doneMessage } from '../../routes/done-notice.ts';
import { sessionDone } from '../../routes/session-opened.ts';
import { deliveryDone, type DeliveryAnswer } from './delivery-action.ts';
import { DeliveryCard } from './delivery-card.tsx';
import { deliveryDates, type DeliveryDates } from './delivery-dates.ts';
import { SuspendConfirmation } from './suspend-confirmation.tsx';
import styles from './subscriber-area-page.module.css';
import { usePageAnswer } from '../../router/router-context.tsx';

/**
 * The subscriber area's landing page, « Mes livraisons » (spec §4): upcoming deliveries soonest
 * first, then past ones, most recent first; each can be suspended or reactivated as the product
 * API allows (delivery-action.ts).
 */
export function Component() {
  const { api } = useClients();
  const visitor = useQuery(visitorQuery()).data ?? anonymousSession;
  const fetched = useSessionQuery(deliveriesQuery(api)).data;
  const answer = usePageAnswer<DeliveryAnswer>();
  const [params] = useSearchParams();
  if (!fetched) return null;
  const { deliveries, today, asOf } = fetched;
  const dates = deliveryDates({ today });
  const { upcoming, past } = splitDeliveries(deliveries, today);
  const concerned =
    answer === undefined ? undefined : deliveries.find((d) => d.key === answer.order);
  const list = (title: string, items: Delivery[], empty: string) => (
    <DeliveryList
      title={title}
      deliveries={items}
      empty={empty}
      dates={dates}
      asOf={asOf}
      answer={answer}
    />
  );
  return (
    <SubscriberArea
      current="/mon-compte"
      title="Mes livraisons"
      lead={visitor.firstName ? `Bonjour ${visitor.firstName}\u00a0!` : undefined}
    >
      <FormAlert tone="notice" message={doneMessage(sessionDone, params)} />
      {/* the focus stays on the card's new button (WCAG 2.4.3); what was done is read out */}
      <LiveNotice message={answer ? undefined : doneMessage(deliveryDone, params)} />
      {answer?.kind === 'refused' && !concerned ? <FormAlert message={answer.message} /> : null}
      {answer?.kind === 'confirm' && concerned?.canSuspend ? (
        <SuspendConfirmation delivery={concerned} dates={dates} />
      ) : null}
      {list('Livraisons à venir', upcoming, 'Aucune livraison à venir.')}
      {list('Livraisons passées', past, 'Aucune livraison passée.')}
    </SubscriberArea>
  );
}

function DeliveryList({
  title,
  deliveries,
  empty,
  dates,
  asOf,
  answer,
}: {
  title: string;
  deliveries: Delivery[];
  empty: string;
  dates: DeliveryDates;
  asOf: string;
  answer: DeliveryAnswer | undefined;
}) {
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      {deliveries.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {deliveries.map((delivery) => (
            <li key={delivery.key}>
              <DeliveryCard
                delivery={delivery}
                dates={dates}
                open={delivery.changeDeadline > asOf}
                refusal={
                  answer?.kind === 'refused' && answer.order === delivery.key ? answer : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
