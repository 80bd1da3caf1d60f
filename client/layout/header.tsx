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
import { RenderedOnce } from '../app/rendered-once.tsx';

/**
 * The site's header: the brand, the sections and the account link. On phones and tablets the
 * sections fold behind « Menu »; from 64rem they sit in the bar.
 */
export function Header() {
  const { brandName } = useSiteSettings();
  const visitor = useQuery(visitorQuery()).data ?? anonymousSession;
  const menu = useMenuDisclosure();
  const { pathname } = useLocation();

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
          <RenderedOnce
            as="ul"
            className={styles.links}
            of={Sections}
            props={{ current: currentSection(pathname), authenticated: visitor.authenticated }}
          />
        </nav>
      </div>
    </header>
  );
}

// the section being shown, or one of its pages, is the current one
const currentSection = (pathname: string) =>
  [...mainNavigation.map((item) => item.to), '/connexion'].find(
    (to) => pathname === to || pathname.startsWith(`${to}/`),
  ) ?? null;

function Sections({ current, authenticated }: { current: string | null; authenticated: boolean }) {
  const { subscriberSiteUrl } = useSiteSettings();
  const currentPage = (to: string) => (to === current ? 'page' : undefined);
  return (
    <>
      {mainNavigation.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={styles.link} aria-current={currentPage(item.to)}>
            {item.label}
          </Link>
        </li>
      ))}
      <li className={styles.accountItem}>
        {authenticated ? (
          <a href={sitePath(subscriberSiteUrl)} className={styles.account}>
            <Icon name="user" />
            Mon compte
          </a>
        ) : (
          <Link to="/connexion" className={styles.account} aria-current={currentPage('/connexion')}>
            <Icon name="user" />
            Connexion
          </Link>
        )}
      </li>
    </>
  );
}
