import type { ReactNode } from 'react';
import { formatSlot } from '../../shared/delivery-slot.ts';
import { formatPrice } from '../../shared/format-fr.ts';
import { formatDay } from '../../shared/french-dates.ts';
import type { FirstOrder } from '../api/queries/first-order.ts';
import { Link } from '../components/link.tsx';
import styles from './first-order-summary.module.css';

const tierNames: Record<string, string> = { premium: 'Premium', premium_plus: 'Premium+' };

/** « 2 recettes pour 2 personnes » */
const boxLine = (order: FirstOrder) =>
  `${order.recipeCount}\u00a0recette${order.recipeCount > 1 ? 's' : ''} pour ${order.guests}\u00a0personnes`;

function Section(props: {
  id: string;
  title: string;
  edit?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={props.id}>{props.title}</h2>
        {props.edit ? (
          <Link to={props.edit.to} aria-label={props.edit.label}>
            Modifier
          </Link>
        ) : null}
      </div>
      {props.children}
    </section>
  );
}

/** The price lines of ADR 039: the box, supplements, promo code, gift card, total. */
function PriceLines({ price, paid }: { price: NonNullable<FirstOrder['price']>; paid: boolean }) {
  return (
    <dl className={styles.prices}>
      <div>
        <dt>Box de bienvenue</dt>
        <dd>{formatPrice(price.recipes)}</dd>
      </div>
      {price.supplements > 0 ? (
        <div>
          <dt>Suppléments</dt>
          <dd>{formatPrice(price.supplements)}</dd>
        </div>
      ) : null}
      {price.couponDiscount > 0 ? (
        <div>
          <dt>Code promo {price.couponCode}</dt>
          <dd>−{formatPrice(price.couponDiscount)}</dd>
        </div>
      ) : null}
      {price.giftCardDeduction > 0 ? (
        <div>
          <dt>Carte cadeau</dt>
          <dd>−{formatPrice(price.giftCardDeduction)}</dd>
        </div>
      ) : null}
      <div className={styles.total}>
        <dt>{paid ? 'Total payé' : 'Total à payer'}</dt>
        <dd>{formatPrice(price.total)}</dd>
      </div>
    </dl>
  );
}

/**
 * The first order as the funnel recorded it (ADR 043): recipes, delivery and price. `editFrom`
 * is where « Modifier » goes back to (the payment step; the confirmation has none).
 */
export function FirstOrderSummary({ order, editFrom }: { order: FirstOrder; editFrom?: string }) {
  return (
    <div className={styles.summary}>
      <Section
        id="order-recipes"
        title="Vos recettes"
        edit={editFrom ? { to: editFrom, label: 'Modifier\u00a0: vos recettes' } : undefined}
      >
        <p className={styles.muted}>{boxLine(order)}</p>
        <ul className={styles.list}>
          {order.recipes.map((recipe) => (
            <li key={recipe.name}>
              {recipe.name}
              {tierNames[recipe.tier] ? ` (${tierNames[recipe.tier]})` : null}
            </li>
          ))}
        </ul>
      </Section>
      {/* the order is changed from its recipes on (ADR 045): the link says so (WCAG 2.4.4) */}
      <Section
        id="order-delivery"
        title="Votre livraison"
        edit={
          editFrom
            ? { to: editFrom, label: 'Modifier votre livraison, en repartant de vos recettes' }
            : undefined
        }
      >
        <p>
          Le {formatDay(order.deliveryDate)}, créneau {formatSlot(order.slot)}
        </p>
        {order.delivery ? (
          <address className={styles.address}>
            {order.delivery.name}
            {order.delivery.lines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
        ) : null}
      </Section>
      {order.price ? (
        <Section id="order-price" title="Prix">
          <PriceLines price={order.price} paid={order.paidAt !== null} />
        </Section>
      ) : null}
    </div>
  );
}
