import { cx } from '../components/class-names.ts';
import styles from './brand-mark.module.css';

/** The brand's pumpkin (decorative: the wordmark beside it names the brand); sized by `className`. */
export function BrandMark({ className }: { className?: string }) {
  return <span className={cx(styles.mark, className)} aria-hidden="true" />;
}
