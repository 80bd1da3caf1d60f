import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

/** A page's h1 and its lead paragraph. */
export function PageIntro({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.intro}>
      <h1>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}
