import type { ChangeEventHandler } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import styles from './basket-delivery.module.css';

export interface Choice {
  value: string;
  label: string;
}

/** One answer among a few, as large labelled radios in a fieldset with its error. */
export function RadioChoices(props: {
  legend: string;
  name: string;
  choices: Choice[];
  defaultValue?: string;
  error?: string;
  /** the group the page opens on: its first answer */
  autoFocus?: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  const errorId = `${props.name}-error`;
  return (
    // a radio group, the role that takes `aria-invalid` (ARIA 1.2 no longer gives it to a group)
    <fieldset
      role="radiogroup"
      className={styles.group}
      aria-describedby={props.error ? errorId : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className={styles.legend}>{props.legend}</legend>
      <div className={styles.choices}>
        {props.choices.map((choice, index) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={props.name}
              value={choice.value}
              defaultChecked={choice.value === props.defaultValue}
              autoFocus={index === 0 && props.autoFocus}
              onChange={props.onChange}
              className={styles.choiceInput}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={props.error} />
    </fieldset>
  );
}
