import { formatPrice, formatPriceWithCents } from '../../shared/format-fr.ts';
import { cx } from './class-names.ts';
import styles from './price.module.css';
import hidden from './visually-hidden.module.css';

interface PriceProps {
  /** euros (spec §9: currency EUR) */
  amount: number;
  /** « À partir de 4,69 € » */
  from?: boolean;
  /** what the amount is for: « la part », « par box » */
  per?: string;
  /** the price before a discount, struck through */
  was?: number;
  size?: 'sm' | 'md' | 'lg';
  /** always the cents: a price per part, « 6,00 € » beside « 4,69 € » (ADR 060) */
  cents?: boolean;
  className?: string;
}

/**
 * A price in French, as fr-FR's `Intl` writes it, the same on the server and in the browser
 * (format-fr.ts).
 */
export function Price({
  amount,
  from = false,
  per,
  was,
  size = 'md',
  cents = false,
  className,
}: PriceProps) {
  const format = cents ? formatPriceWithCents : formatPrice;
  return (
    <span className={cx(styles.price, styles[size], className)}>
      {from ? <span className={styles.qualifier}>À partir de </span> : null}
      {was !== undefined && was > amount ? (
        <>
          {/* read out as words: screen readers do not say that a price is struck through */}
          <del className={styles.was}>
            <span className={hidden.hidden}>Au lieu de </span>
            {format(was)}
          </del>{' '}
          <span className={hidden.hidden}>, désormais </span>
        </>
      ) : null}
      <data value={amount.toFixed(2)} className={styles.amount}>
        {format(amount)}
      </data>
      {per ? <span className={styles.qualifier}> {per}</span> : null}
    </span>
  );
}
