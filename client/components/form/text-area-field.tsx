import { useId, useState, type ChangeEvent, type TextareaHTMLAttributes } from 'react';
import { FieldError } from './field-error.tsx';
import { formatNumber } from '../../../shared/format-fr.ts';
import styles from './field.module.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string;
  /** characters allowed: the count typed is shown against it */
  maxChars: number;
}

const lengthOf = (text: string) => [...text].length;

/**
 * A labelled text area with its hint, its error and the count of characters typed against
 * what it may hold (characters as read, so « é » and « 😀 » count one each); the count is read
 * out only once the text nears its end.
 */
export function TextAreaField({
  label,
  hint,
  error,
  maxChars,
  id,
  onChange,
  defaultValue,
  ...area
}: TextAreaFieldProps) {
  const fallbackId = useId();
  const areaId = id ?? fallbackId;
  const [count, setCount] = useState(() => lengthOf(String(defaultValue ?? '')));
  const describedBy = [
    hint ? `${areaId}-hint` : null,
    `${areaId}-count`,
    error ? `${areaId}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const near = count >= maxChars - 20;
  return (
    <div className={styles.field}>
      <label htmlFor={areaId} className={styles.label}>
        {label}
        {area.required ? null : <span className={styles.optional}> (facultatif)</span>}
      </label>
      {hint ? (
        <p id={`${areaId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={areaId}
        className={styles.input}
        rows={4}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setCount(lengthOf(event.currentTarget.value));
          onChange?.(event);
        }}
        {...area}
      />
      <p
        id={`${areaId}-count`}
        className={count > maxChars ? styles.error : styles.hint}
        aria-live={near ? 'polite' : 'off'}
      >
        {`${formatNumber(count)}\u00a0/\u00a0${formatNumber(maxChars)}\u00a0caractères`}
      </p>
      <FieldError id={`${areaId}-error`} error={error} />
    </div>
  );
}
