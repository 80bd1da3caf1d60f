import { formatPrice } from '../../../shared/format-fr.ts';
import { orderTotal } from '../../../shared/order-total.ts';
import { selectionCount } from '../../../shared/basket-selection.ts';
import type { WelcomeOfferPrice } from '../../../shared/welcome-offer-price.ts';
import { useStoredCoupon } from '../../api/queries/coupon.ts';
import { useStoredGiftCard } from '../../api/queries/gift-card-check.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { GiftCardForm } from '../../components/gift-card-form.tsx';
import { Price } from '../../components/price.tsx';
import { PromoCodeForm } from '../../components/promo-code-form.tsx';
import styles from './basket-menu.module.css';

interface BasketSummaryProps {
  price: WelcomeOfferPrice;
  chosen: number;
  max: number;
  supplements: number[];
}

/**
 * How many recipes are chosen and what the box costs (ADR 036's `orderTotal`): the grid's price
 * and the chosen recipes' supplements, less the promo code and the gift card.
 */
export function BasketSummary({ price, chosen, max, supplements }: BasketSummaryProps) {
  const coupon = useStoredCoupon();
  const giftCard = useStoredGiftCard();
  const hydrated = useHydrated();
  const valid = coupon.status === 'valid' ? coupon.coupon : null;
  const card = giftCard.status === 'valid' ? giftCard.giftCard : null;
  const order = orderTotal({ recipes: price.total, supplements, coupon: valid, giftCard: card });
  const extras = order.subtotal - price.total;
  return (
    <section className={styles.summary} aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className={styles.summaryTitle}>
        Votre box
      </h2>
      <p className={styles.count} aria-live="polite">
        {selectionCount(chosen, max)}
      </p>
      <div aria-live="polite" className={styles.total}>
        <p className={styles.totalLine}>
          Total&nbsp;:{' '}
          <Price
            amount={order.total}
            was={order.total < order.subtotal ? order.subtotal : undefined}
            size="lg"
          />
        </p>
        <p className={styles.detail}>
          Box de {price.dishes}&nbsp;parts&nbsp;: {formatPrice(price.total)}
          {extras > 0 ? `, suppléments\u00a0: +${formatPrice(extras)}` : ''}
        </p>
        {valid && order.couponDiscount > 0 ? (
          <p className={styles.detail}>
            Code promo {valid.code.toUpperCase()}&nbsp;: −{formatPrice(order.couponDiscount)}
          </p>
        ) : null}
        {card && order.giftCardDeduction > 0 ? (
          <p className={styles.detail}>
            Carte cadeau {card.code}&nbsp;: −{formatPrice(order.giftCardDeduction)}
          </p>
        ) : null}
      </div>
      {/* ADR 036: the codes live in the browser's storage, their fields come with hydration */}
      {hydrated ? (
        <div className={styles.codes}>
          <PromoCodeForm coupon={coupon} />
          <GiftCardForm giftCard={giftCard} />
        </div>
      ) : null}
    </section>
  );
}
