import { useEffect, useRef } from 'react';
import { useRouter } from '../router/router-context.tsx';

const anchorOf = (hash: string): HTMLElement | null => {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
};

/**
 * After a client-side navigation: back and forward return to where the page was left; a new
 * page starts at the top, smoothly unless the visitor asks for less motion (spec §2), or at its
 * anchor; focus moves to the new page's content so screen readers announce it. A new query on
 * the same page (a week of the menu) keeps the visitor where they are.
 */
export function useNavigationFocus() {
  const mainRef = useRef<HTMLElement>(null);
  const { route, mode, restoreScrollY } = useRouter();
  const shownPath = useRef(route.location.pathname);
  useEffect(() => {
    const { pathname, hash } = route.location;
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    if (mode === 'initial') return;
    const anchor = anchorOf(hash);
    if (mode === 'pop' && restoreScrollY !== undefined) window.scrollTo(0, restoreScrollY);
    else if (anchor) anchor.scrollIntoView();
    else if (samePage) return;
    else {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [route, mode, restoreScrollY]);
  return mainRef;
}
