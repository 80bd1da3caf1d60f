import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './page-intro.module.css';

/**
 * A page's h1 and its lead paragraph; `hero` for the pages that open on the offer (landing,
 * marketing pages): a larger title, what follows the lead stacked under it.
 */
export function PageIntro({
  title,
  lead,
  hero = false,
  className,
  children,
}: {
  title: string;
  lead?: string;
  hero?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={cx(styles.intro, hero && styles.hero, className)}>
      <h1>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}
