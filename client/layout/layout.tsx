import { Suspense, type ReactNode } from 'react';
import '../styles/global.css';
import { cx } from '../components/class-names.ts';
import { useNavigating } from '../router/router-context.tsx';
import { deferredComponent } from '../app/deferred-component.tsx';
import { MessageHost } from '../components/messages/message-host.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './layout.module.css';
import { useClientNavigation } from './use-client-navigation.ts';
import { useNavigationFocus } from './use-navigation-focus.ts';

// drawn after hydration only, fixed at the bottom so that it moves nothing (ADR 011): its code
// loads while the page hydrates (ADR 031); « Gérer les cookies » sets the consent store, read
// once it is in
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
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main
        id="contenu"
        ref={mainRef}
        tabIndex={-1}
        className={styles.main}
        aria-busy={loading || undefined}
      >
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ConsentBanner />
      <MessageHost />
    </>
  );
}
