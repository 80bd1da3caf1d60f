import { deliverySteps } from '../../../shared/delivery-status.ts';
import { cx } from '../../components/class-names.ts';
import { Icon } from '../../components/icon.tsx';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import styles from './subscriber-area-page.module.css';

/**
 * The three steps of a box on its way (spec §4): an ordered list whose current step is marked
 * (`aria-current="step"`) and said in words, done ones ticked — never colour alone.
 */
export function DeliveryProgress({ step }: { step: 1 | 2 | 3 }) {
  return (
    <ol className={styles.progress} aria-label={`Étape ${step} sur ${deliverySteps.length}`}>
      {deliverySteps.map((label, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'next';
        return (
          <li
            key={label}
            className={cx(styles.step, styles[state])}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? <Icon name="check" /> : number}
            </span>
            <span>
              {label}
              {state === 'current' ? (
                <span className={styles.now}> (en cours)</span>
              ) : (
                <VisuallyHidden>{state === 'done' ? ' (terminé)' : ' (à venir)'}</VisuallyHidden>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
