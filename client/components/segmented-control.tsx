import { useId } from 'react';
import styles from './segmented-control.module.css';

export interface Segment<T extends string | number> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface SegmentedControlProps<T extends string | number> {
  /** what is chosen: « Nombre de personnes » */
  legend: string;
  options: Segment<T>[];
  value: T;
  onChange: (value: T) => void;
  /** the form field's name, so the choice also posts without script */
  name?: string;
  /** the legend read but not shown, when a visible heading already says it */
  hideLegend?: boolean;
  /** the id of the form its radios belong to, when it is not the one around them */
  form?: string;
}

/**
 * One choice among a few, as buttons side by side: native radio buttons in a fieldset
 * (ADR 010), so arrow keys move the choice, the group has its legend, and it works in a form
 * before hydration. No script-written styles (Radix's radio group writes some, ADR 007).
 */
export function SegmentedControl<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  name,
  hideLegend = false,
  form,
}: SegmentedControlProps<T>) {
  const fallbackName = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={hideLegend ? styles.hiddenLegend : styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name ?? fallbackName}
              form={form}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
