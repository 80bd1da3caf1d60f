import { useQuery } from '@tanstack/react-query';
import { useLocation } from '../router/router-context.tsx';
import { Link } from '../components/link.tsx';
import { anonymousSession, visitorQuery } from '../api/queries/visitor.ts';
import { useSiteSettings } from '../app/site-settings.tsx';
import { cx } from '../components/class-names.ts';
import { Icon } from '../components/icon.tsx';
import { BrandMark } from './brand-mark.tsx';
import styles from './header.module.css';
import { mainNavigation } from './main-navigation.ts';
import { useMenuDisclosure } from './use-menu-disclosure.ts';
import { sitePath } from '../app/base-path.ts';

/**
 * The site's header: the brand, the sections and the account link. On phones and tablets the
 * sections fold behind « Menu »; from 64rem they sit in the bar.
 */
export function Header() {
  const { brandName, subscriberSiteUrl } = useSiteSettings();
  const visitor = useQuery(visitorQuery()).data ?? anonymousSession;
  const menu = useMenuDisclosure();
  const { pathname } = useLocation();
  // the section being shown, or one of its pages, is the current one
  const current = (to: string) =>
    pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined;

  return (
    <header ref={menu.containerRef} className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <BrandMark className={styles.mark} />
          {brandName}
        </Link>
        <button
          ref={menu.buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menu.open}
          aria-controls="main-navigation"
          onClick={menu.toggle}
        >
          <Icon name={menu.open ? 'close' : 'menu'} />
          Menu
        </button>
        <nav
          id="main-navigation"
          aria-label="Navigation principale"
          className={cx(styles.nav, menu.open && styles.open)}
        >
          <ul className={styles.links}>
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.link} aria-current={current(item.to)}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li className={styles.accountItem}>
              {visitor.authenticated ? (
                <a href={sitePath(subscriberSiteUrl)} className={styles.account}>
                  <Icon name="user" />
                  Mon compte
                </a>
              ) : (
                <Link
                  to="/connexion"
                  className={styles.account}
                  aria-current={current('/connexion')}
                >
                  <Icon name="user" />
                  Connexion
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
