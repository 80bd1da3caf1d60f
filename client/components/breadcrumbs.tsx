import { Link } from './link.tsx';
import styles from './breadcrumbs.module.css';

/**
 * One step of a trail: the same shape `breadcrumbJsonLd(site, trail)` takes
 * (client/metadata/json-ld.ts), so a page's meta refinement and its breadcrumbs share a trail.
 */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * Where the page sits in the site (WAI-ARIA breadcrumb pattern): a labelled nav with an
 * ordered list, the current page last and marked `aria-current`. The BreadcrumbList JSON-LD
 * goes in <head> through the page's metadata (ADR 006), from the same trail.
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Fil d’Ariane" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => (
          <li key={crumb.path} className={styles.item}>
            {index === trail.length - 1 ? (
              <span aria-current="page" className={styles.current}>
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
