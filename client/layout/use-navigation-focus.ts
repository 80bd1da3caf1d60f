import { useEffect, useRef } from 'react';
import { useLocation, useNavigationMode } from '../router/router-context.tsx';

const anchorOf = (hash: string): HTMLElement | null => {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
};

/** The attribute of an element that takes the focus as its page arrives. */
export const keepsFocus = 'data-keeps-focus';

/**
 * After a client-side navigation: back and forward return to where the page was left (React
 * Router's ScrollRestoration, in the root route); a new
 * page starts at the top, smoothly unless the visitor asks for less motion (spec §2), or at its
 * anchor; focus moves to the new page's content so screen readers announce it. A new query on
 * the same page (a week of the menu) keeps the visitor where they are.
 */
export function useNavigationFocus() {
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const mode = useNavigationMode();
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    const { pathname, hash } = location;
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    if (mode === 'initial') return;
    const anchor = anchorOf(hash);
    // back and forward: ScrollRestoration has put the page where it was left
    if (mode !== 'pop') {
      if (anchor) anchor.scrollIntoView();
      else if (samePage) return;
      else {
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
      }
    }
    // a part of the new page that took the focus to say something (a form's notice) keeps it
    if (document.activeElement?.closest(`[${keepsFocus}]`)) return;
    mainRef.current?.focus({ preventScroll: true });
  }, [location, mode]);
  return mainRef;
}
