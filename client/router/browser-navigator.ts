import type { Navigate, NavigatorState } from './router-context.tsx';
import type { Resolution, RouteState } from './route-state.ts';

type Mode = 'push' | 'replace' | 'pop';

const maxRedirects = 10;

/**
 * The single-page app's navigation: a new URL keeps the current page on screen while its
 * route resolves (data first, then the address bar and the page change together); the last
 * navigation started wins; a redirect to another site, or a page module that fails to load
 * (a new release), falls back to a full page load.
 */
export function createBrowserNavigator(options: {
  initial: RouteState;
  resolve: (url: URL) => Promise<Resolution>;
}) {
  let state: NavigatorState = { route: options.initial, navigating: false, mode: 'initial' };
  const listeners = new Set<() => void>();
  const scrollByEntry = new Map<string, number>();
  let latest = 0;

  const entryKey = (): string => {
    const key = (window.history.state as { key?: unknown } | null)?.key;
    return typeof key === 'string' ? key : '';
  };
  const newKey = () => Math.random().toString(36).slice(2);
  // the history entry of the page on screen, whose scroll position is kept when it is left
  let shownKey = '';
  const setState = (next: NavigatorState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  async function go(to: string, mode: Mode, redirects = 0): Promise<void> {
    const id = ++latest;
    const url = new URL(to, window.location.href);
    if (!state.navigating) setState({ ...state, navigating: true });
    let resolution: Resolution;
    try {
      resolution = await options.resolve(url);
    } catch {
      window.location.assign(url.href);
      return;
    }
    if (id !== latest) return;
    if (resolution.type === 'redirect') {
      const target = new URL(resolution.location, url);
      if (target.origin !== window.location.origin || redirects >= maxRedirects) {
        window.location.assign(target.href);
        return;
      }
      return go(target.href, mode === 'pop' ? 'replace' : mode, redirects + 1);
    }
    const href = `${url.pathname}${url.search}${url.hash}`;
    if (mode === 'push') {
      scrollByEntry.set(shownKey, window.scrollY);
      window.history.pushState({ key: newKey() }, '', href);
    } else if (mode === 'replace') {
      window.history.replaceState({ key: entryKey() }, '', href);
    }
    shownKey = entryKey();
    setState({
      route: resolution.route,
      navigating: false,
      mode,
      restoreScrollY: mode === 'pop' ? scrollByEntry.get(shownKey) : undefined,
    });
  }

  const navigate: Navigate = (to, navigateOptions) => {
    const url = new URL(to, window.location.href);
    const same = url.href === window.location.href;
    return go(url.href, navigateOptions?.replace || same ? 'replace' : 'push');
  };

  const onPopState = () => {
    // an in-page anchor's history entry: the browser scrolls, the page stays
    const { pathname, search } = window.location;
    const shown = state.route.location;
    if (pathname === shown.pathname && search === shown.search) return;
    scrollByEntry.set(shownKey, window.scrollY);
    void go(window.location.href, 'pop');
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    /** takes over scrolling and listens to the back and forward buttons; returns the way to stop */
    start(): () => void {
      if (!entryKey()) window.history.replaceState({ key: newKey() }, '');
      shownKey = entryKey();
      // back and forward restore the scroll once the page is there; a reload, the browser's way
      const manual = () => (window.history.scrollRestoration = 'manual');
      const auto = () => (window.history.scrollRestoration = 'auto');
      manual();
      window.addEventListener('pageshow', manual);
      window.addEventListener('pagehide', auto);
      window.addEventListener('popstate', onPopState);
      return () => {
        window.removeEventListener('pageshow', manual);
        window.removeEventListener('pagehide', auto);
        window.removeEventListener('popstate', onPopState);
      };
    },
  };
}

export type BrowserNavigator = ReturnType<typeof createBrowserNavigator>;
