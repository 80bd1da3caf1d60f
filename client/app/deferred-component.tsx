import { lazy, memo, Suspense, type ComponentType } from 'react';
import { once } from '../routes/load-once.ts';
import { firstInteraction } from './first-interaction.ts';

const preloads: (() => Promise<unknown>)[] = [];

/**
 * Loads the code of every deferred component declared so far. The server awaits it before it
 * renders, so that their markup is in the HTML like the rest of the page (DESIGN §1); after
 * the first render it costs nothing.
 */
export const loadDeferredComponents = () => Promise.all(preloads.map((preload) => preload()));

/**
 * A part of the page whose code the browser fetches while it hydrates the rest, rather than
 * with the page's initial JavaScript (ADR 031). The server renders it in place; in the browser
 * React leaves its server HTML as it is until the code is in, then hydrates it: nothing moves.
 * Not for what a visitor may click at once: React drops a click on a part it cannot hydrate
 * yet. Once loaded, it renders without suspending wherever it appears next.
 *
 * `until: 'interaction'`: a part further down the page, which only someone using the page
 * reaches, loads at the visitor's first interaction rather than while the page hydrates (ADR
 * 077); a page reached by a navigation has it at once, like every deferred part.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { until?: 'hydration' | 'interaction' } = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = once(async () => (loaded = await load()));
  preloads.push(preload);
  const start = options.until === 'interaction' ? () => firstInteraction().then(preload) : preload;
  const Lazy = lazy<ComponentType<P>>(() =>
    loaded
      ? // a thenable that calls back at once: React's lazy then renders without suspending
        (resolvedWith({ default: loaded }) as unknown as Promise<{ default: ComponentType<P> }>)
      : start().then(
          (Component) => ({ default: Component }),
          // its chunk could not be fetched: the part goes, the page stays (React renders the
          // boundary afresh in the browser)
          () => ({ default: () => null }),
        ),
  );
  // memo: a page that renders again as it starts (a stored code read once hydrated) passes
  // the same props; a boundary not hydrated yet that received them anyway would be drawn
  // afresh, its server HTML gone until its code is in (ADR 066)
  return memo(function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}

/** What React's lazy reads of a promise (`then`), called back synchronously. */
const resolvedWith = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) });
