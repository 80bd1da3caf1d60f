import { useId } from 'react';
import { useHydrated } from '../app/use-hydrated.ts';
import { submitAttributes, type FormTarget } from './form-target.ts';
import { Icon } from './icon.tsx';
import styles from './stepper.module.css';

interface StepperProps {
  /** what is counted: « Recettes par semaine » */
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** the value as words for the screen (« 4 recettes »); the number alone otherwise */
  format?: (value: number) => string;
  /**
   * The field of the form around it: until hydration, − and + submit the form with the count
   * they lead to, so that they work before JavaScript has loaded (ADR 052).
   */
  name?: string;
  /** until hydration, − and + submit this form (its id) to `action` by GET, not the one around */
  submitTo?: FormTarget;
}

/**
 * A number changed one step at a time with − and + (servings, recipes). The value is an
 * <output> tied to the buttons and announced politely when it changes; the buttons stop at
 * the bounds. Buttons, not a spin button: they are what people on phones tap.
 */
export function Stepper({
  label,
  value,
  min,
  max,
  onChange,
  format = String,
  name,
  submitTo,
}: StepperProps) {
  const labelId = useId();
  const outputId = useId();
  const hydrated = useHydrated();
  const submits = name !== undefined && !hydrated;
  const step = (to: number) =>
    submits
      ? ({ type: 'submit', name, value: to, ...submitAttributes(submitTo) } as const)
      : ({ type: 'button' } as const);
  // at a bound: before hydration the button cannot submit; after it, it keeps the focus that
  // a disabled button would drop to the page's start (WCAG 2.4.3), and does nothing
  const bound = (atBound: boolean) =>
    hydrated ? { 'aria-disabled': atBound || undefined } : { disabled: atBound };
  return (
    <div role="group" aria-labelledby={labelId} className={styles.stepper}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.controls}>
        <button
          {...step(value - 1)}
          className={styles.button}
          aria-label={`Moins (${label.toLowerCase()})`}
          aria-describedby={outputId}
          {...bound(value <= min)}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <Icon name="minus" />
        </button>
        <output id={outputId} className={styles.value} aria-live="polite">
          {format(value)}
        </output>
        <button
          {...step(value + 1)}
          className={styles.button}
          aria-label={`Plus (${label.toLowerCase()})`}
          aria-describedby={outputId}
          {...bound(value >= max)}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <Icon name="plus" />
        </button>
      </div>
    </div>
  );
}
