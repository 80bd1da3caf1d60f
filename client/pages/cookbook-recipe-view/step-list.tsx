import styles from './step-list.module.css';

/** The steps, in spec §5's order; each has an anchor that the Recipe JSON-LD links to. */
export function StepList({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={index} id={`etape-${index + 1}`} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
