import { funnelStepUrl, type FunnelBasket } from '../../../shared/funnel-basket.ts';
import { LinkButton } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';

/** GET /delivery-days answered no day: the week is out of the planning or its orders closed. */
export function ClosedWeek({ basket }: { basket: FunnelBasket }) {
  return (
    <EmptyState
      title={`Plus aucune livraison possible pour la semaine ${basket.week}`}
      icon="alert"
      action={<LinkButton to={funnelStepUrl('menu', basket)}>Choisir mes recettes</LinkButton>}
    >
      Les commandes de cette semaine sont closes&nbsp;: choisissez vos recettes parmi celles d’une
      semaine à venir.
    </EmptyState>
  );
}
