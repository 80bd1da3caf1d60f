import type { ReactNode } from 'react';
import styles from './card.module.css';
import { cx } from './class-names.ts';

interface CardProps {
  /** the element it is: an article when it stands alone (a recipe, a review), else a div */
  as?: 'article' | 'div' | 'section' | 'li' | 'figure';
  /** raised: with a shadow, on the cream page; flat: bordered, inside another surface */
  look?: 'raised' | 'flat' | 'sunken';
  padding?: 'none' | 'md' | 'lg';
  /** the card's link covers the whole card (its `::after`): see recipe-card for the pattern */
  interactive?: boolean;
  className?: string;
  children: ReactNode;
}

/** A surface that groups one thing: white, rounded, shadowed. */
export function Card({
  as: Element = 'div',
  look = 'raised',
  padding = 'md',
  interactive = false,
  className,
  children,
}: CardProps) {
  return (
    <Element
      className={cx(
        styles.card,
        styles[look],
        styles[`padding-${padding}`],
        interactive && styles.interactive,
        className,
      )}
    >
      {children}
    </Element>
  );
}
