import { LinkButton } from '../button.tsx';
import { cx } from '../class-names.ts';
import styles from './offer-actions.module.css';

/** The two ways on from a page that presents the box: the offer, and this week's menu. */
export function OfferActions({ className }: { className?: string }) {
  return (
    <div className={cx(styles.actions, className)}>
      <LinkButton to="/generique" size="lg">
        Découvrir l’offre
      </LinkButton>
      <LinkButton to="/menu" variant="secondary" size="lg">
        Voir le menu de la semaine
      </LinkButton>
    </div>
  );
}
