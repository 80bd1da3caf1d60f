import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './empty-state.module.css';
import { Icon, type IconName } from './icon.tsx';

interface EmptyStateProps {
  title: string;
  /** what happened and what to do next, in a sentence or two */
  children?: ReactNode;
  /** the way on: a LinkButton or a few links */
  action?: ReactNode;
  icon?: IconName;
  /** the heading level in the page's outline (h1 when it is the whole page) */
  headingLevel?: 1 | 2 | 3;
  /** error: the same block in the negative tone, announced as an alert when it appears */
  tone?: 'neutral' | 'error';
  className?: string;
}

/** A list with nothing in it, a search without results, or a part of the page that failed. */
export function EmptyState({
  title,
  children,
  action,
  tone = 'neutral',
  icon = tone === 'error' ? 'alert' : 'search',
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={cx(styles.state, styles[tone], className)}
      role={tone === 'error' && headingLevel > 1 ? 'alert' : undefined}
    >
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
