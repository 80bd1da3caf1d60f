import { NumberedCards } from '../../components/showcase/numbered-cards.tsx';
import { firstOrder } from './how-it-works-content.ts';

/** /comment-ca-marche: what a first order asks, before the first box. */
export function FirstOrder() {
  return <NumberedCards id="first-order" title="Votre première commande" items={firstOrder} />;
}
