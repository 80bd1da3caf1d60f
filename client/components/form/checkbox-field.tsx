import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError } from './field-error.tsx';
import styles from './field.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** the box's words; may hold a link (the terms of sale) */
  label: ReactNode;
  /** the French message of what is wrong; the box is marked invalid while it is set */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label and its error, tied by `aria-describedby` and `aria-invalid`. */
export function CheckboxField({ label, error, id, ref, ...input }: CheckboxFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
