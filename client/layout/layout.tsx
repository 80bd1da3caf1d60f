import type { ReactNode } from 'react';
import '../styles/global.css';
import { cx } from '../components/class-names.ts';
import { useNavigating } from '../router/router-context.tsx';
import { deferredComponent } from '../app/deferred-component.tsx';
import { MessageHost } from '../components/messages/message-host.tsx';
import { Header } from './header.tsx';
import styles from './layout.module.css';
import { useClientNavigation } from './use-client-navigation.ts';
import { useNavigationFocus } from './use-navigation-focus.ts';

// Below the page or drawn after hydration only, their code loads while the page hydrates
// (ADR 031): the footer's HTML is there from the start, its links navigate through the
// layout's click handler, its form and its « Gérer les cookies » button hydrate a moment later;
// the consent banner is fixed at the bottom and moves nothing (ADR 011)
const Footer = deferredComponent(() => import('./footer.tsx').then((module) => module.Footer));
const ConsentBanner = deferredComponent(() =>
  import('../components/consent/consent-banner.tsx').then((module) => module.ConsentBanner),
);

/** Every page's frame: skip link, header, the page, footer; consent and messages on top. */
export function Layout({ children }: { children: ReactNode }) {
  const mainRef = useNavigationFocus();
  useClientNavigation();
  // a client-side navigation waiting for its data: a thin bar, and the page says it is busy
  const loading = useNavigating();
  return (
    <>
      <a href="#contenu" className={styles.skipLink}>
        Aller au contenu
      </a>
      <div aria-hidden="true" className={cx(styles.progress, loading && styles.loading)} />
      <Header />
      <main
        id="contenu"
        ref={mainRef}
        tabIndex={-1}
        className={styles.main}
        aria-busy={loading || undefined}
      >
        {children}
      </main>
      <Footer />
      <ConsentBanner />
      <MessageHost />
    </>
  );
}
