import { Link } from './link.tsx';
import { cx } from './class-names.ts';
import { Icon } from './icon.tsx';
import styles from './pagination.module.css';
import { VisuallyHidden } from './visually-hidden.tsx';

interface PaginationProps {
  /** the current page, from 1 */
  page: number;
  pageCount: number;
  /** the path of page n */
  hrefFor: (page: number) => string;
  /** the nav's accessible name: « Pages du blog » */
  label: string;
}

/**
 * The page numbers to show: the first, the last, and the current one with its neighbours;
 * 'gap' where pages are left out (« … »), so that 40 pages still fit on a phone.
 */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((n, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // a gap of one page shows that page rather than « … »
    return n === previous + 2 ? [previous + 1, n] : ['gap' as const, n];
  });
}

/** Previous and next links with their `rel` (crawlers follow the series), and page numbers. */
export function Pagination({ page, pageCount, hrefFor, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={cx(styles.step, styles.previous)}>
          <Icon name="chevron-left" />
          Page précédente
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {pageWindow(page, pageCount).map((number, index) => (
          <li key={number === 'gap' ? `gap-${index}` : number}>
            {number === 'gap' ? (
              <span className={styles.gap}>…</span>
            ) : number === page ? (
              <span aria-current="page" className={cx(styles.number, styles.current)}>
                <VisuallyHidden>Page </VisuallyHidden>
                {number}
              </span>
            ) : (
              <Link to={hrefFor(number)} aria-label={`Page ${number}`} className={styles.number}>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={cx(styles.step, styles.next)}>
          Page suivante
          <Icon name="chevron-right" />
        </Link>
      ) : null}
    </nav>
  );
}
