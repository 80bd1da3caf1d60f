import styles from './block-corners.module.css';

// Spec §3: a reassurance block's `corners` are named categories, the box ranges its promise
// holds for (« Famille », « Express », « Bio »…). The block's card shows them in its corner.

const herbRanges = new Set(['Bio', 'Végétarien', 'Healthy']);

export function BlockCorners({ corners }: { corners: readonly string[] }) {
  if (corners.length === 0) return null;
  return (
    <ul className={styles.corners} aria-label="Gammes concernées">
      {corners.map((corner) => (
        <li
          key={corner}
          className={`${styles.corner} ${herbRanges.has(corner) ? styles.herb : styles.brand}`}
        >
          {corner}
        </li>
      ))}
    </ul>
  );
}
