import { formatPrice } from '../../../shared/format-fr.ts';
import { orderTotal } from '../../../shared/order-total.ts';
import { pricePerPortion } from '../../../shared/recipe-price.ts';
import type { WelcomeOfferPrice } from '../../../shared/welcome-offer-price.ts';
import type { StoredCoupon } from '../../api/queries/coupon.ts';
import type { StoredGiftCard } from '../../api/queries/gift-card-check.ts';
import { Price } from '../../components/price.tsx';
import styles from './landing-page.module.css';

interface OfferPriceProps {
  price: WelcomeOfferPrice;
  coupon: StoredCoupon;
  giftCard: StoredGiftCard;
}

/**
 * The first box's price (spec §9) less the visitor's codes (ADR 036): the promo code with spec
 * §5's caps, then the gift card, never below zero; the grid's price struck through.
 */
export function OfferPrice({ price, coupon, giftCard }: OfferPriceProps) {
  const valid = coupon.status === 'valid' ? coupon.coupon : null;
  const card = giftCard.status === 'valid' ? giftCard.giftCard : null;
  const order = orderTotal({ recipes: price.total, coupon: valid, giftCard: card });
  const discounted = order.total < order.subtotal;
  return (
    <div className={styles.total} aria-live="polite">
      <p className={styles.totalLine}>
        <Price amount={order.total} was={discounted ? price.total : undefined} size="lg" /> la box
        de {price.dishes}&nbsp;parts
      </p>
      <p className={styles.perDish}>
        soit{' '}
        <Price
          amount={pricePerPortion(order.total, price.dishes)}
          was={discounted ? price.perDish : undefined}
          cents
        />{' '}
        la part, livraison comprise
      </p>
      {valid && order.couponDiscount > 0 ? (
        <p className={styles.codeLine}>
          Code promo {valid.code.toUpperCase()}&nbsp;: −{formatPrice(order.couponDiscount)}
        </p>
      ) : null}
      {card && order.giftCardDeduction > 0 ? (
        <p className={styles.codeLine}>
          Carte cadeau <span className={styles.code}>{card.code}</span>&nbsp;: −
          {formatPrice(order.giftCardDeduction)}
        </p>
      ) : null}
    </div>
  );
}
