import { formatPrice } from '../../../shared/format-fr.ts';
import {
  giftCardAmounts,
  giftCardPurchasePath,
  giftCardValidityMonths,
} from '../../../shared/gift-card.ts';
import { useSiteSettings } from '../../app/site-settings.tsx';
import { LinkButton } from '../../components/button.tsx';
import { Icon } from '../../components/icon.tsx';
import { claims } from '../../components/marketing/claims.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import styles from './gift-card-hero.module.css';

const lead = `Offrez des semaines de bons petits plats\u00a0: la personne qui reçoit la carte choisit ses recettes parmi les ${claims.newRecipesPerWeek}\u00a0nouvelles de chaque semaine, et nous lui livrons les ingrédients frais, en justes quantités.`;

/** The promise, the way to the purchase page, and the card itself (a drawing). */
export function GiftCardHero({ title }: { title: string }) {
  return (
    <div className={styles.hero}>
      <PageIntro hero title={title} lead={lead}>
        <LinkButton to={giftCardPurchasePath()} size="lg" className={styles.action}>
          Choisir ma carte cadeau
        </LinkButton>
        <ul className={styles.facts} aria-label="En bref">
          <li>
            <Icon name="mail" className={styles.factIcon} />
            Par e-mail, dès le paiement
          </li>
          <li>
            <Icon name="clock" className={styles.factIcon} />
            Valable {giftCardValidityMonths}&nbsp;mois
          </li>
          <li>
            <Icon name="check" className={styles.factIcon} />
            Sans engagement
          </li>
        </ul>
      </PageIntro>
      <CardDrawing />
    </div>
  );
}

/** Two cards, one on the other: decoration, hidden from assistive technologies. */
function CardDrawing() {
  const { brandName } = useSiteSettings();
  return (
    <div className={styles.drawing} aria-hidden="true">
      <div className={styles.backCard} />
      <div className={styles.card}>
        <span className={styles.cardBrand}>{brandName}</span>
        <span className={styles.cardLabel}>Carte cadeau</span>
        <span className={styles.cardAmount}>{formatPrice(giftCardAmounts[1])}</span>
      </div>
    </div>
  );
}
