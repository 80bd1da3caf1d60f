import { giftCardAmounts, giftCardPurchasePath } from '../../../shared/gift-card.ts';
import { Icon } from '../../components/icon.tsx';
import { Link } from '../../components/link.tsx';
import { Price } from '../../components/price.tsx';
import styles from './gift-card-amounts.module.css';

/** The card's amounts, each a way to the purchase page with that amount chosen. */
export function GiftCardAmounts() {
  return (
    <section aria-labelledby="giftcard-amounts" className={styles.section}>
      <h2 id="giftcard-amounts">Choisissez le montant</h2>
      <ul className={styles.amounts}>
        {giftCardAmounts.map((amount) => (
          <li key={amount}>
            <Link to={giftCardPurchasePath(amount)} className={styles.amount}>
              <span className={styles.label}>Carte cadeau</span>
              <Price amount={amount} size="lg" className={styles.price} />
              <span className={styles.choose}>
                Choisir
                <Icon name="chevron-right" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Le montant se déduit de la commande où le code est saisi, en une seule fois&nbsp;; si la box
        coûte davantage, la différence se règle par carte bancaire.
      </p>
    </section>
  );
}
