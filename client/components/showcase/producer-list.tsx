import type { Producer } from '../../../shared/organic-recipes.ts';
import styles from './showcase.module.css';

/** Producers with where they farm and what the recipes shown take from them. */
export function ProducerList({
  id,
  title,
  producers,
}: {
  id: string;
  title: string;
  producers: Producer[];
}) {
  if (producers.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.cards}>
        {producers.map((producer) => (
          <li key={producer.name} className={styles.card}>
            <h3>{producer.name.split(',')[0]}</h3>
            <p className={styles.muted}>{producer.origin}</p>
            <p>{producer.products.join(', ')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
