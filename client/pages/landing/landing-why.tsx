import type { LandingContent } from '../../api/queries/landing-content.ts';
import { cx } from '../../components/class-names.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import styles from './landing-sections.module.css';

/** The content's « why simplified » section: what the box takes off the visitor's hands. */
export function WhySimplified({
  reasons,
  compact = false,
}: {
  reasons: LandingContent['whySimplified'];
  compact?: boolean;
}) {
  if (reasons.length === 0) return null;
  return (
    <section aria-labelledby="landing-why" className={styles.section}>
      <h2 id="landing-why">Pourquoi c’est plus simple</h2>
      <ul className={cx(styles.cards, compact && styles.cardsCompact)}>
        {reasons.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            {reason.picture ? (
              <ResponsiveImage
                picture={reason.picture}
                sizes="4rem"
                className={styles.reasonPicture}
              />
            ) : null}
            <h3 className={styles.cardTitle}>{reason.title}</h3>
            <p className={styles.cardText}>{reason.caption}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
