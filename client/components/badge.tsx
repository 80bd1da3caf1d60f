import type { ReactNode } from 'react';
import styles from './badge.module.css';
import { cx } from './class-names.ts';

export type BadgeTone = 'neutral' | 'brand' | 'herb' | 'positive' | 'negative' | 'warning' | 'dark';

interface BadgeProps {
  /** positive and negative follow spec §4's statuses (progress, or canceled/failed/paused) */
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A short label that qualifies something: a tier, a status, « Nouveau ». Not interactive. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx(styles.badge, styles[tone], className)}>{children}</span>;
}
