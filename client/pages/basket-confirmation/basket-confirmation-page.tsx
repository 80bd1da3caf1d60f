import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDay } from '../../../shared/french-dates.ts';
import { funnelPaths } from '../../../shared/funnel-basket.ts';
import { useClients } from '../../api/api-context.tsx';
import { firstOrderByReferenceQuery, type FirstOrder } from '../../api/queries/first-order.ts';
import { RouteError } from '../../app/root-route.tsx';
import { useSiteSettings } from '../../app/site-settings.tsx';
import { LinkButton } from '../../components/button.tsx';
import { CustomerServiceContact } from '../../components/customer-service-contact.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FunnelProgress } from '../../funnel/funnel-progress.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { useUnconfirmedMessage } from '../../components/payment/unconfirmed-payment.ts';
import { FirstOrderSummary } from '../../funnel/first-order-summary.tsx';
import { useSearchParams } from '../../router/router-context.tsx';
import { orderParam } from './confirmation-loader.ts';
import { useOrderShown } from './use-order-shown.ts';
import styles from './basket-confirmation.module.css';

/** The subscription from here on (ADR 043; the help centre's « Comment ça marche »). */
function NextSteps({ order }: { order: FirstOrder }) {
  const { subscriberSiteUrl } = useSiteSettings();
  return (
    <section aria-labelledby="next-steps" className={styles.next}>
      <h2 id="next-steps">Et maintenant&nbsp;?</h2>
      <ol>
        <li>
          Nous préparons votre box avec les producteurs&nbsp;: elle arrive le{' '}
          {formatDay(order.deliveryDate)}.
        </li>
        <li>
          Chaque semaine, votre box suit le menu de la semaine&nbsp;: dans votre compte, changez le
          nombre de personnes ou de recettes avant la date limite de modification de la livraison.
        </li>
        <li>
          Votre abonnement est sans engagement&nbsp;: mettez une semaine en pause ou arrêtez quand
          vous voulez, avant la date limite de chaque livraison.
        </li>
      </ol>
      <p>
        <LinkButton to={subscriberSiteUrl}>Accéder à mon compte</LinkButton>
      </p>
    </section>
  );
}

function Confirmed({ order }: { order: FirstOrder }) {
  useOrderShown(order);
  return (
    <>
      <p>
        Référence de votre commande&nbsp;: <strong translate="no">{order.reference}</strong>
      </p>
      <FirstOrderSummary order={order} />
      <NextSteps order={order} />
    </>
  );
}

/** The funnel's end (ADR 043): the first box paid, what comes and when, the way to the account. */
export function Component() {
  const { api } = useClients();
  const reference = useSearchParams().get(orderParam) ?? '';
  const order = useSuspenseQuery(firstOrderByReferenceQuery(api, reference)).data;
  return (
    <div className={styles.page}>
      <FunnelProgress step="done" />
      <PageIntro title="Votre première box est commandée" lead={'Merci, et bienvenue\u00a0!'} />
      {order ? <Confirmed order={order} /> : null}
    </div>
  );
}

/** A 3-D Secure payment that could not be confirmed: spec §8's message and the way back. */
export function ErrorBoundary() {
  const told = useUnconfirmedMessage();
  if (!told) return <RouteError />;
  return (
    <div className={styles.page}>
      <PageIntro title="Votre paiement" />
      <EmptyState
        title="Paiement non confirmé"
        tone="error"
        action={<LinkButton to={funnelPaths.payment}>Revenir au paiement</LinkButton>}
      >
        <p>{told}</p>
        <CustomerServiceContact />
      </EmptyState>
    </div>
  );
}
