import { Link } from '../../components/link.tsx';
import { revealFocused } from '../../components/reveal-focused.ts';
import { cookbookLists } from '../../../shared/cookbook-lists.ts';
import styles from './list-nav.module.css';

/**
 * Links between the cookbook and its ten filtered lists (spec §2), the current one marked:
 * « page » on its first page, « true » (the current list) on the next ones.
 */
export function ListNav({ current, page }: { current: string | null; page: number }) {
  const entries = [
    { path: null, label: 'Toutes', to: '/recettes/page/1' },
    ...cookbookLists.map((list) => ({
      path: list.path,
      label: list.label,
      to: `/recettes/${list.path}/page/1`,
    })),
  ];
  return (
    <nav aria-label="Nos recettes par envie" className={styles.nav}>
      <ul className={styles.list} onFocus={revealFocused}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link
              to={entry.to}
              aria-current={entry.path === current ? (page === 1 ? 'page' : 'true') : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
