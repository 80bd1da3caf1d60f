import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import '../styles/global.css';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './layout.module.css';
import { useNavigationFocus } from './use-navigation-focus.ts';

export function Layout({ children }: { children?: ReactNode }) {
  const mainRef = useNavigationFocus();
  return (
    <>
      <a href="#contenu" className={styles.skipLink}>
        Aller au contenu
      </a>
      <Header />
      <main id="contenu" ref={mainRef} tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
      <Footer />
    </>
  );
}
