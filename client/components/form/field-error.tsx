import { Icon } from '../icon.tsx';
import styles from './field.module.css';

/** A field's French message of what is wrong, which its input names in `aria-describedby`. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={styles.error}>
      <Icon name="alert" />
      {error}
    </p>
  ) : null;
}
