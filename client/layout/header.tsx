import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { anonymousSession, visitorQuery } from '../api/queries/visitor.ts';
import { useSiteSettings } from '../app/site-settings.tsx';
import styles from './header.module.css';
import { mainNavigation } from './site-sections.ts';

export function Header() {
  const { brandName, subscriberSiteUrl } = useSiteSettings();
  const visitor = useQuery(visitorQuery()).data ?? anonymousSession;
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {brandName}
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="main-navigation"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Fermer' : 'Menu'}
        </button>
        <nav
          id="main-navigation"
          aria-label="Navigation principale"
          className={styles.nav}
          data-open={open}
        >
          <ul className={styles.links}>
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.link}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              {visitor.authenticated ? (
                <a href={subscriberSiteUrl} className={styles.account}>
                  Mon compte
                </a>
              ) : (
                <NavLink to="/connexion" className={styles.account}>
                  Connexion
                </NavLink>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
