import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from '../class-names.ts';
import { FieldError } from './field-error.tsx';
import styles from './field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** help shown under the label before anything goes wrong */
  hint?: string;
  /** the French message of what is wrong; the field is marked invalid while it is set */
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** on a dark surface (the footer) */
  inverse?: boolean;
}

/**
 * A labelled input with its hint and its error, tied by `aria-describedby` and
 * `aria-invalid`. Takes `useActionForm`'s `field()` props as they are (its `name` posts).
 */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  inverse = false,
  ref,
  ...input
}: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cx(styles.field, inverse && styles.inverse, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {input.required ? null : <span className={styles.optional}> (facultatif)</span>}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
