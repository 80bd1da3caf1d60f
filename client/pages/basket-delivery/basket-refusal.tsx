import { funnelStepUrl, type FunnelBasket } from '../../../shared/funnel-basket.ts';
import { Link } from '../../components/link.tsx';
import alertStyles from '../../components/form/account-form.module.css';

/** The product API cannot order the basket's recipes: why, and the way back to them. */
export function BasketRefusal({ basket, message }: { basket: FunnelBasket; message: string }) {
  return (
    <p role="alert" className={alertStyles.error}>
      {message} <Link to={funnelStepUrl('menu', basket)}>Modifier mes recettes</Link>
    </p>
  );
}
