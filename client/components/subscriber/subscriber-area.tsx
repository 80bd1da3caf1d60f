import type { ReactNode } from 'react';
import { Link } from '../link.tsx';
import styles from './subscriber-area.module.css';
import { subscriberPages, type SubscriberPagePath } from './subscriber-pages.ts';
import { sitePath } from '../../app/base-path.ts';

/**
 * A page of the subscriber area (SUBSCRIBER_SITE_URL's default, DESIGN §9): its title, the
 * area's navigation with the current page marked, and the logout link (spec §2: `?logout`).
 */
export function SubscriberArea({
  current,
  title,
  lead,
  children,
}: {
  current: SubscriberPagePath;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.area}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      <nav aria-label="Mon compte" className={styles.nav}>
        <ul className={styles.links}>
          {subscriberPages.map((page) => (
            <li key={page.path}>
              <Link
                to={page.path}
                className={styles.link}
                aria-current={page.path === current ? 'page' : undefined}
              >
                {page.label}
              </Link>
            </li>
          ))}
          <li className={styles.logout}>
            <a href={sitePath('/?logout')} className={styles.link}>
              Se déconnecter
            </a>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
