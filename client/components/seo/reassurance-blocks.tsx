import { useSuspenseQuery } from '@tanstack/react-query';
import { useClients } from '../../api/api-context.tsx';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { BlockCorners } from '../block-corners.tsx';
import styles from './seo-sections.module.css';
import { sitePath } from '../../app/base-path.ts';

/**
 * The product API's reassurance blocks whose scope names the page (spec §3, ADR 049), by the
 * page's path without its slash.
 */
export function ReassuranceBlocks({ pageName, title }: { pageName: string; title: string }) {
  const { api } = useClients();
  const blocks = useSuspenseQuery(reassuranceBlocksQuery(api, pageName)).data;
  if (blocks.length === 0) return null;
  return (
    <section aria-labelledby="reassurance-title">
      <h2 id="reassurance-title">{title}</h2>
      <ul className={styles.blocks}>
        {blocks.map((block) => (
          <li key={block.id} className={styles.block}>
            <div className={styles.blockHead}>
              {block.image ? (
                <img src={sitePath(block.image.url)} alt="" width={40} height={40} loading="lazy" />
              ) : null}
              <BlockCorners corners={block.corners} />
            </div>
            <h3>{block.title}</h3>
            <p>{block.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
