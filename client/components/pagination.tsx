import { Link } from 'react-router-dom';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** the path of page n */
  hrefFor: (page: number) => string;
  label: string;
}

/** Previous / next links with their `rel`, and the page numbers. */
export function Pagination({ page, pageCount, hrefFor, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={styles.step}>
          Page précédente
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={styles.current}>
                {number}
              </span>
            ) : (
              <Link to={hrefFor(number)} aria-label={`Page ${number}`}>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={styles.step}>
          Page suivante
        </Link>
      ) : null}
    </nav>
  );
}
