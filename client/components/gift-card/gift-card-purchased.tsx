import { useEffect } from 'react';
import { formatPrice } from '../../../shared/format-fr.ts';
import { formatDate } from '../../../shared/french-dates.ts';
import { pushEvent } from '../../analytics/data-layer.ts';
import type { IssuedGiftCard } from '../../api/gift-card-payment.ts';
import { LinkButton } from '../button.tsx';
import { Link } from '../link.tsx';
import styles from './gift-card-purchased.module.css';

/**
 * spec §7: `purchase_gift_card` once per payment (a reload of the confirmation sends nothing
 * more), when the visitor accepted audience measurement. `coupon` stays empty: promo codes do
 * not apply to gift cards, and the card's own code is a bearer secret no analytics tool may
 * hold (ADR 037).
 */
function usePurchaseEvent(giftCard: IssuedGiftCard) {
  useEffect(() => {
    const key = `purchase_gift_card:${giftCard.reference}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // storage refused (private browsing): the event may be pushed twice, never lost
    }
    pushEvent({
      event: 'purchase_gift_card',
      transaction_id: giftCard.reference,
      value: giftCard.value,
    });
  }, [giftCard.reference, giftCard.value]);
}

/** The card bought: its code, amount, validity and recipient (after payment or 3-D Secure). */
export function GiftCardPurchased({ giftCard }: { giftCard: IssuedGiftCard }) {
  usePurchaseEvent(giftCard);
  return (
    <section aria-labelledby="gift-card-bought" className={styles.bought}>
      <h2 id="gift-card-bought" tabIndex={-1} className={styles.title}>
        Merci&nbsp;! Votre carte cadeau est prête.
      </h2>
      <div className={styles.card}>
        <p className={styles.label}>Code de la carte</p>
        <p className={styles.code} translate="no">
          {giftCard.code}
        </p>
        <dl className={styles.details}>
          <div>
            <dt>Montant</dt>
            <dd>{formatPrice(giftCard.value)}</dd>
          </div>
          {giftCard.recipientName ? (
            <div>
              <dt>Pour</dt>
              <dd>{giftCard.recipientName}</dd>
            </div>
          ) : null}
          <div>
            <dt>Valable jusqu’au</dt>
            <dd>
              <time dateTime={giftCard.expiresAt}>{formatDate(giftCard.expiresAt)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <p>
        {giftCard.recipientEmail
          ? `Nous l’envoyons par e-mail à ${giftCard.recipientEmail}, avec votre message.`
          : 'Remettez ce code à votre proche, ou imprimez cette page.'}{' '}
        {giftCard.buyerEmail
          ? `Votre reçu et le code partent aussi à ${giftCard.buyerEmail}.`
          : null}
      </p>
      <p>
        Pour l’utiliser, il suffit de saisir le code dans le champ «&nbsp;Carte cadeau&nbsp;» du
        panier, en composant sa box. Son montant est déduit de cette commande, en une seule fois.
      </p>
      <div className={styles.actions}>
        <LinkButton to="/recettes/page/1">Découvrir nos recettes</LinkButton>
        <Link to="/carte-cadeau">Offrir une autre carte</Link>
      </div>
    </section>
  );
}
