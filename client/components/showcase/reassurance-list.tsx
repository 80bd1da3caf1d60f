import type { ReassuranceBlock } from '../../api/queries/reassurance-blocks.ts';
import { BlockCorners } from '../block-corners.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import styles from './showcase.module.css';

/** The product API's reassurance blocks (spec §3) a page shows, as cards with their picture and ranges. */
export function ReassuranceList({
  id,
  title,
  blocks,
}: {
  id: string;
  title: string;
  blocks: ReassuranceBlock[];
}) {
  if (blocks.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.cards}>
        {blocks.map((block) => (
          <li key={block.id} className={`${styles.card} ${styles.block}`}>
            <div className={styles.blockHead}>
              {block.image ? (
                <ResponsiveImage picture={block.image} sizes="3rem" className={styles.blockIcon} />
              ) : null}
              <BlockCorners corners={block.corners} />
            </div>
            <div>
              <h3>{block.title}</h3>
              <p>{block.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
