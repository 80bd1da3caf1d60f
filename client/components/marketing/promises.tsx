import { Icon, type IconName } from '../icon.tsx';
import { claimText } from './claims.ts';
import styles from './promises.module.css';

const promises: { icon: IconName; text: string }[] = [
  { icon: 'clock', text: claimText.ready },
  { icon: 'leaf', text: claimText.french },
  { icon: 'truck', text: claimText.delivery },
  { icon: 'check', text: claimText.noCommitment },
];

/** The brand's four promises, as a strip of icons and short lines (reassurance). */
export function Promises({ label = 'Nos engagements' }: { label?: string }) {
  return (
    <div className={styles.container}>
      <ul className={styles.promises} aria-label={label}>
        {promises.map((promise) => (
          <li key={promise.text} className={styles.promise}>
            <span className={styles.icon}>
              <Icon name={promise.icon} />
            </span>
            {promise.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
