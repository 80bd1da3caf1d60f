import { giftCardPurchasePath } from '../../../shared/gift-card.ts';
import { LinkButton } from '../../components/button.tsx';
import styles from './giftcard-landing.module.css';

/** The page's last word: the way to the purchase page. */
export function GiftCardClosing() {
  return (
    <section aria-labelledby="giftcard-closing" className={styles.closing}>
      <div>
        <h2 id="giftcard-closing" className={styles.closingTitle}>
          Faites plaisir dès aujourd’hui
        </h2>
        <p className={styles.closingText}>
          Choisissez le montant, ajoutez votre mot&nbsp;: la carte arrive par e-mail dans la foulée,
          prête à offrir, même à la dernière minute.
        </p>
      </div>
      <LinkButton to={giftCardPurchasePath()} size="lg" className={styles.closingAction}>
        Offrir une carte cadeau
      </LinkButton>
    </section>
  );
}
