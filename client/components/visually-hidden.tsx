import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive tech only (a table's caption, an icon button's context…). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
