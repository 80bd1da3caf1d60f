import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation: back to the top, smoothly unless the visitor asks for less
 * motion (spec §2), and focus on the new page's content so screen readers announce it.
 */
export function useNavigationFocus() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}
