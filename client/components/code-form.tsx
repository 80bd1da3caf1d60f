import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CodeOutcome } from '../api/queries/stored-code.ts';
import { Button } from './button.tsx';
import styles from './code-form.module.css';
import { FieldError } from './form/field-error.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface CodeFormProps {
  /** the field's label: « Code promo », « Carte cadeau » */
  label: string;
  /** the input's name */
  name: string;
  /** what a screen reader hears while the code is checked */
  checkingText: string;
  /** false until the stored code is read, so that a typed code does not race it */
  ready: boolean;
  /** the code in use, shown instead of the field, with a button that removes it */
  applied: { summary: ReactNode; removeLabel: string } | null;
  onApply: (typed: string) => Promise<CodeOutcome>;
  onRemove: () => void;
}

/**
 * A code typed where prices are shown (spec §4): checked on « Appliquer », the input cleared
 * once taken into account, a refusal said beside the field; the code in use can be removed.
 * Focus follows what replaces the button the visitor used.
 */
export function CodeForm({
  label,
  name,
  checkingText,
  ready,
  applied,
  onApply,
  onRemove,
}: CodeFormProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [typed, setTyped] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLSpanElement>(null);
  const focusAfterChange = useRef(false);
  const isApplied = applied !== null;

  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    (isApplied ? summary : input).current?.focus();
  }, [isApplied]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || !ready) return;
    setChecking(true);
    setError(undefined);
    focusAfterChange.current = true;
    const outcome = await onApply(typed).finally(() => setChecking(false));
    if (outcome.applied) {
      setTyped('');
      return;
    }
    focusAfterChange.current = false;
    setError(outcome.message);
    input.current?.focus();
  }

  if (applied)
    return (
      <p className={styles.applied}>
        <span ref={summary} tabIndex={-1} className={styles.summary}>
          {applied.summary}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            focusAfterChange.current = true;
            onRemove();
          }}
        >
          {applied.removeLabel}
        </Button>
      </p>
    );
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          name={name}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
        />
        {/* not disabled while checking: a disabled button would drop the focus */}
        <Button
          type="submit"
          variant="secondary"
          disabled={!ready}
          aria-disabled={checking || undefined}
        >
          {checking ? 'Vérification…' : 'Appliquer'}
        </Button>
      </div>
      <div aria-live="polite">
        {checking ? <VisuallyHidden>{checkingText}</VisuallyHidden> : null}
        <FieldError id={errorId} error={error} />
      </div>
    </form>
  );
}
