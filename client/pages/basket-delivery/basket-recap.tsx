import { funnelStepUrl, type FunnelBasket } from '../../../shared/funnel-basket.ts';
import { Link } from '../../components/link.tsx';
import styles from './basket-delivery.module.css';

/** The box on its way (ADR 043): guests × recipes of a week, and the way back to the recipes. */
export function BasketRecap({ basket }: { basket: FunnelBasket }) {
  const { guests, recipes } = basket.box;
  return (
    <section aria-label="Votre box" className={styles.recap}>
      <p className={styles.recapText}>
        <strong>Votre box&nbsp;:</strong>{' '}
        {`${recipes}\u00a0recette${recipes > 1 ? 's' : ''} pour ${guests}\u00a0personnes, semaine ${basket.week}`}
      </p>
      <Link to={funnelStepUrl('menu', basket)}>Modifier mes recettes</Link>
    </section>
  );
}
