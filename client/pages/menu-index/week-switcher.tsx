import { Link } from '../../components/link.tsx';
import type { MenuPlanning } from '../../api/queries/menus.ts';
import styles from './menu-page.module.css';
import { dayAndMonth } from './week-range.ts';

const names = ['Cette semaine', 'Semaine prochaine', 'Dans deux semaines'];

/** The planned weeks (the current one and the next two) as links with ?week=N (spec §2). */
export function WeekSwitcher({ weeks }: { weeks: MenuPlanning['weeks'] }) {
  return (
    <nav aria-label="Semaines du menu" className={styles.weeks}>
      <ul className={styles.weekList}>
        {weeks.map((week, index) => (
          <li key={week.week}>
            <Link
              to={index === 0 ? '/menu' : `/menu?week=${week.week}`}
              className={styles.week}
              aria-current={week.focus ? 'page' : undefined}
            >
              <span className={styles.weekName}>{names[index] ?? `Semaine ${week.week}`}</span>
              <span className={styles.weekDate}>
                Semaine&nbsp;{week.week}
                <span className={styles.weekFrom}>, du {dayAndMonth(week.startsOn)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
