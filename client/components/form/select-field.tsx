import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from '../class-names.ts';
import { Icon } from '../icon.tsx';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: SelectOption[];
  hint?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select (servings, options), styled: phones show their own picker, keyboards and
 * screen readers know it. Same label, hint and error wiring as TextField.
 */
export function SelectField({
  label,
  options,
  hint,
  error,
  id,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.selectWrap}>
        <select
          ref={ref}
          id={selectId}
          className={cx(styles.input, styles.select)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className={styles.selectIcon} />
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
