import type { Delivery } from '../../api/queries/deliveries.ts';
import { Link } from '../../components/link.tsx';
import type { DeliveryDates } from './delivery-dates.ts';
import { SupportPhone } from './support-phone.tsx';

/** The detail under a status's title, as spec §4's table says it (nothing for the cancellations). */
export function DeliveryDetail({
  delivery,
  dates,
  open,
}: {
  delivery: Delivery;
  dates: DeliveryDates;
  /** its change deadline has not passed */
  open: boolean;
}) {
  const { status, changeDeadline, deliveryDate, slot } = delivery;
  switch (status) {
    case 'preorder':
    case 'planned':
    case 'confirmed':
      return open ? (
        <p>Modifiable jusqu’au {dates.deadline(changeDeadline)}.</p>
      ) : (
        <p>Cette livraison n’est plus modifiable.</p>
      );
    case 'carried':
      return <p>Le livreur a pris en charge votre panier.</p>;
    case 'in_progress':
      return (
        <p>
          Livraison {dates.onDay(deliveryDate)} {dates.slot(slot)}.
        </p>
      );
    case 'delivered':
      return <p>Livré le {dates.day(deliveryDate)}.</p>;
    case 'failed':
      return (
        <p>
          Votre panier n’a pas pu être livré&nbsp;: <SupportPhone />.
        </p>
      );
    case 'skipped':
      // spec §4: activable before a date, the one the suspension's confirmation gave; before
      // it, a box the API will not reactivate is one of a paused subscription (ADR 061)
      return delivery.canReactivate ? (
        <p>Réactivez-la jusqu’au {dates.deadline(changeDeadline)} pour recevoir cette box.</p>
      ) : open ? (
        <p>
          <Link to="/mon-compte/abonnement">Réactivez votre abonnement</Link>, puis cette box
          jusqu’au {dates.deadline(changeDeadline)}, pour la recevoir.
        </p>
      ) : (
        <NoLongerReactivatable />
      );
    case 'paused':
    case 'suspended':
      // spec §4: the customer is told to reactivate the subscription, on its own page (ADR 047),
      // while the box is still to come; a closed one says why it was not prepared
      return open ? (
        <p>
          <Link to="/mon-compte/abonnement">Réactivez votre abonnement</Link> pour recevoir vos
          prochaines box.
        </p>
      ) : (
        <p>
          Box non préparée pendant {status === 'paused' ? 'la pause' : 'la suspension'} de
          l’abonnement.
        </p>
      );
    case 'canceled':
    case 'delivery_canceled':
      return null;
  }
}

// spec §4 and §8: « You cannot reactivate this order anymore », contact customer service
function NoLongerReactivatable() {
  return (
    <p>
      Cette livraison ne peut plus être réactivée&nbsp;: <SupportPhone />.
    </p>
  );
}
