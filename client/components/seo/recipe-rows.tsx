import { RecipeGrid } from '../recipe-grid.tsx';
import type { SectionRow } from './seo-rows.ts';
import styles from './seo-sections.module.css';
import { sitePath } from '../../app/base-path.ts';

/** The rows of a page, one per recipe section (spec §3), each under its title and logo. */
export function RecipeRows({ rows, idPrefix }: { rows: readonly SectionRow[]; idPrefix: string }) {
  return rows.map((row) => (
    <section key={row.section.id} aria-labelledby={`${idPrefix}-${row.section.id}`}>
      <h2 id={`${idPrefix}-${row.section.id}`} className={styles.rowTitle}>
        {row.section.logo ? (
          <img
            className={styles.rowLogo}
            src={sitePath(row.section.logo.url)}
            alt=""
            width={36}
            height={36}
            loading="lazy"
          />
        ) : null}
        {row.section.title}
      </h2>
      <RecipeGrid recipes={row.recipes} />
    </section>
  ));
}
