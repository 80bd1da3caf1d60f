import type { ChangeEvent } from 'react';
import type { DeliveryField } from '../../../shared/first-order-messages.ts';
import { useStoredCoupon } from '../../api/queries/coupon.ts';
import { useStoredGiftCard } from '../../api/queries/gift-card-check.ts';
import { TextField } from '../../components/form/text-field.tsx';
import styles from './basket-delivery.module.css';

type Field = (name: DeliveryField) => {
  name: DeliveryField;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * ADR 043: the promo code and the gift card the basket kept (ADR 036), filled in once hydrated
 * and checked; the product API checks them again with the order. Without JavaScript, or
 * typed over, they are what the visitor types.
 */
export function CodeFields(props: {
  field: Field;
  errorOf: (name: DeliveryField) => string | undefined;
  /** what was posted, which wins over the stored codes */
  values?: Partial<Record<DeliveryField, string>>;
}) {
  const coupon = useStoredCoupon();
  const giftCard = useStoredGiftCard();
  const storedCoupon = coupon.status === 'valid' ? coupon.coupon.code.toUpperCase() : '';
  const storedCard = giftCard.status === 'valid' ? giftCard.giftCard.code : '';
  const couponCode = props.values?.couponCode ?? storedCoupon;
  const giftCardCode = props.values?.giftCardCode ?? storedCard;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Vos codes</legend>
      <TextField
        // a code read once hydrated fills the field in (its default value changes)
        key={`coupon-${couponCode}`}
        label="Code promo"
        autoComplete="off"
        autoCapitalize="characters"
        defaultValue={couponCode}
        error={props.errorOf('couponCode')}
        {...props.field('couponCode')}
      />
      <TextField
        key={`gift-card-${giftCardCode}`}
        label="Carte cadeau"
        // ADR 039: a card is spent whole by one order
        hint="Le code imprimé sur la carte, par exemple POTI-ABCD-EF23. Elle s’utilise en une seule fois, sur cette commande."
        autoComplete="off"
        autoCapitalize="characters"
        defaultValue={giftCardCode}
        error={props.errorOf('giftCardCode')}
        {...props.field('giftCardCode')}
      />
    </fieldset>
  );
}
