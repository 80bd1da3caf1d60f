import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { basketMenuUrl } from '../../../shared/box-choice.ts';
import { formatPrice } from '../../../shared/format-fr.ts';
import { funnelPaths, funnelStepUrl } from '../../../shared/funnel-basket.ts';
import { useClients } from '../../api/api-context.tsx';
import { unpaidFirstOrderQuery, type FirstOrder } from '../../api/queries/first-order.ts';
import { funnelPreferencesQuery } from '../../api/queries/subscription.ts';
import { FunnelProgress } from '../../funnel/funnel-progress.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { CardPayment } from '../../components/payment/card-payment.tsx';
import type { CardStep } from '../../components/payment/card-step.ts';
import { FirstOrderSummary } from '../../funnel/first-order-summary.tsx';
import { basketOfOrder } from '../../funnel/order-basket.ts';
import type { PaymentAnswer } from './payment-action.ts';
import { cardStepKey } from './payment-loader.ts';
import styles from './basket-payment.module.css';
import { usePageAnswer } from '../../router/router-context.tsx';

/** What the card is for: the first box, and the next ones (spec §5: the card is saved). */
function CardNote({ total }: { total: number }) {
  return (
    <p className={styles.note}>
      {total === 0
        ? 'Vos codes règlent toute votre première box\u00a0: rien n’est débité aujourd’hui. Votre carte est vérifiée par une autorisation de 0\u00a0€, puis enregistrée pour les box suivantes.'
        : `${formatPrice(total)} sont débités aujourd’hui. Votre carte est enregistrée pour les box suivantes, débitées à leur date limite de modification\u00a0; l’abonnement est sans engagement.`}
    </p>
  );
}

function Payment({ order, step }: { order: FirstOrder; step: CardStep }) {
  const total = order.price?.total ?? 0;
  return (
    <CardPayment
      step={step}
      fields={{ commande: order.documentId }}
      // back from the bank, the address holds its result: the next attempt posts without it
      action={funnelPaths.payment}
      amount={total}
      submitLabel={total === 0 ? 'Enregistrer ma carte' : `Payer ${formatPrice(total)}`}
    >
      <CardNote total={total} />
    </CardPayment>
  );
}

/**
 * The funnel's payment step (ADR 043): the first order as the delivery step recorded it, then
 * the card. Its form posts to payment-action.ts, with JavaScript or without.
 */
export function Component() {
  const { api } = useClients();
  const order = useSuspenseQuery(unpaidFirstOrderQuery(api)).data;
  const preferences = useSuspenseQuery(funnelPreferencesQuery(api)).data;
  const basket = order ? basketOfOrder(order, preferences) : null;
  const answer = usePageAnswer<PaymentAnswer>();
  const loaded = useQueryClient().getQueryData<CardStep>(cardStepKey(order?.documentId ?? ''));
  const step = answer?.step ?? loaded;
  return (
    <div className={styles.page}>
      <FunnelProgress step="payment" />
      <PageIntro
        title="Paiement"
        lead="Vérifiez votre première box, puis payez-la par carte bancaire."
      />
      {order ? (
        <div className={styles.columns}>
          <FirstOrderSummary
            order={order}
            // ADR 052: back to the recipes with the whole basket
            editFrom={
              basket
                ? funnelStepUrl('menu', basket)
                : basketMenuUrl({ guests: order.guests, recipes: order.recipeCount })
            }
          />
          {step ? <Payment order={order} step={step} /> : null}
        </div>
      ) : null}
    </div>
  );
}
