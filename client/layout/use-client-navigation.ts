import { useEffect } from 'react';
import { lineBreakEscape } from '../../shared/matchable-path.ts';
import { routePath } from '../app/base-path.ts';
import { useNavigate } from '../router/router-context.tsx';

// Not pages: the proxy's paths, the auth endpoints and the crawlers' files load as documents.
const documentPaths = /^\/(api|uploads|auth|reviews-cache)(\/|$)|\.(xml|txt)$/;

/**
 * One click handler for every link of the site (ADR 016): a plain left click on a same-origin
 * link to a page navigates in the router; anything else (modifier keys, another tab, downloads,
 * other sites, in-page anchors) is left to the browser.
 */
export function useClientNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      // the router's paths leave out the base path (ADR 051): a path outside it is not ours
      const path = routePath(url.pathname);
      // a path with an escaped line break is left to the browser: the server matches it as text
      // (shared/matchable-path.ts), which React Router's patterns cannot
      if (
        url.origin !== window.location.origin ||
        path === null ||
        documentPaths.test(path) ||
        lineBreakEscape.test(path)
      )
        return;
      const samePage =
        url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash) return;
      event.preventDefault();
      void navigate(`${path}${url.search}${url.hash}`);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
