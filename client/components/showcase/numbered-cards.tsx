import styles from './showcase.module.css';

export interface CardText {
  title: string;
  text: string;
}

/** Steps or facts as cards; `numbered` for steps, whose order is the point. */
export function NumberedCards({
  id,
  title,
  items,
  numbered = false,
}: {
  id: string;
  title: string;
  items: readonly CardText[];
  numbered?: boolean;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      <List className={styles.cards}>
        {items.map((item, index) => (
          <li key={item.title} className={styles.card}>
            {numbered ? <p className={styles.number}>Étape {index + 1}</p> : null}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </List>
    </section>
  );
}
