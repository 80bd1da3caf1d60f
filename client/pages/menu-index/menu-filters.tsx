import { useId } from 'react';
import type { CookbookList } from '../../../shared/cookbook-lists.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { revealFocused } from '../../components/reveal-focused.ts';
import scripting from '../../components/scripting.module.css';
import styles from './menu-page.module.css';

export interface MenuFilter {
  /** the list's path, or null for every recipe */
  key: string | null;
  label: string;
  count: number;
}

/**
 * One choice among the cookbook's tags (spec §2), as a radio group; the count says the effect.
 * It filters in the browser: disabled until the page is hydrated, so that no choice can be
 * ticked that would change nothing (ADR 075); without scripts it is not drawn (the whole week
 * stays listed): a disabled row would be one a keyboard cannot scroll.
 */
export function MenuFilters({
  filters,
  current,
  onChange,
}: {
  filters: MenuFilter[];
  current: string | null;
  onChange: (key: CookbookList['path'] | null) => void;
}) {
  const name = useId();
  const hydrated = useHydrated();
  return (
    <div className={scripting.withScripts}>
      <fieldset className={styles.filters} disabled={!hydrated}>
        <legend className={styles.legend}>Filtrer les recettes</legend>
        {/* disabled, the row is scrolled by a keyboard through its own focus (WCAG 2.1.1) */}
        <div
          className={styles.filterList}
          onFocus={revealFocused}
          tabIndex={hydrated ? undefined : 0}
        >
          {filters.map((filter) => (
            <label key={filter.key ?? 'toutes'} className={styles.filter}>
              <input
                type="radio"
                name={name}
                checked={filter.key === current}
                onChange={() => onChange(filter.key)}
                className={styles.filterInput}
              />
              {filter.label} <span className={styles.filterCount}>({filter.count})</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
