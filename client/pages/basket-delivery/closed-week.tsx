import { funnelStepUrl, type FunnelBasket } from '../../../shared/funnel-basket.ts';
import { LinkButton } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';

/** GET /delivery-days answered no day: the week is out of the planning or its orders closed. */
export function ClosedWeek({ basket }: { basket: FunnelBasket }) {
  return (
    <EmptyState
      title={`Aucune livraison possible pour la semaine ${basket.week}`}
      icon="alert"
      action={<LinkButton to={funnelStepUrl('menu', basket)}>Choisir mes recettes</LinkButton>}
    >
      Cette semaine n’est pas ouverte aux commandes, ou ne l’est plus&nbsp;: choisissez vos recettes
      parmi celles des semaines proposées.
    </EmptyState>
  );
}
