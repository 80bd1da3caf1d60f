import styles from './step-progress.module.css';
import hidden from './visually-hidden.module.css';

/**
 * Where the visitor is in a purchase of several pages or steps: a list a screen reader reads
 * with its current step (`aria-current="step"`), the steps before it done. `current` past the
 * last step: every step done.
 */
export function StepProgress(props: { label: string; steps: readonly string[]; current: number }) {
  const { current } = props;
  return (
    <ol className={styles.progress} aria-label={props.label}>
      {props.steps.map((label, index) => (
        <li
          key={label}
          className={index === current ? styles.current : index < current ? styles.done : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span className={index === current ? undefined : hidden.hiddenOnPhone}>{label}</span>
        </li>
      ))}
    </ol>
  );
}
