import styles from './step-list.module.css';

/** The steps, in spec §5's order; each has an anchor that the Recipe JSON-LD links to. */
export function StepList({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={index} id={`etape-${index + 1}`}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
