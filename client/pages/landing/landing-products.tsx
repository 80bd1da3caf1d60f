import type { ReactNode } from 'react';
import type { LandingContent } from '../../api/queries/landing-content.ts';
import { cx } from '../../components/class-names.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import styles from './landing-sections.module.css';

/** The content's products: the boxes and ranges the landing puts forward. */
export function LandingProducts({
  products,
  compact = false,
  children,
}: {
  products: LandingContent['products'];
  /** one product a line */
  compact?: boolean;
  /** the way on, under the products */
  children?: ReactNode;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="landing-products" className={styles.section}>
      <h2 id="landing-products">Nos formules</h2>
      <ul className={cx(styles.cards, compact && styles.cardsCompact)}>
        {products.map((product) => (
          <li key={product.name} className={styles.product}>
            {product.icon ? (
              <ResponsiveImage
                picture={product.icon}
                sizes="3.5rem"
                className={styles.productIcon}
              />
            ) : null}
            <div>
              <h3 className={styles.cardTitle}>{product.name}</h3>
              {product.description ? (
                <p className={styles.cardText}>{product.description}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {children ? <div className={styles.after}>{children}</div> : null}
    </section>
  );
}
