import { createContext, use, type ComponentType, type HTMLAttributes } from 'react';

/**
 * The server's HTML of a part of the page that depends on its props and the site's settings
 * alone, rendered once for those props (ADR 082; `rendered-once.server.tsx`).
 */
export type HtmlOnce = <P extends object>(part: ComponentType<P>, props: P) => string;

export const HtmlOnceContext = /* @__PURE__ */ createContext<HtmlOnce | null>(null);

type Props<P extends object> = HTMLAttributes<HTMLElement> & {
  /** the element that holds the part, drawn on each render */
  as: 'div' | 'section' | 'ul' | 'ol' | 'nav';
  /**
   * what it holds: a function of `props` and the site's settings (`useSiteSettings`) only — no
   * other context, no state, no `useId` — so that its HTML is the same on every page
   */
  of: ComponentType<P>;
  props?: P;
};

/**
 * A part that is the same on every page, like the footer's sections: on the server its HTML is
 * written as rendered the first time (React's work for it once per process, not per page); in
 * the browser React hydrates it like any other part, and handles its events.
 */
export function RenderedOnce<P extends object = Record<string, never>>({
  as: Host,
  of: Part,
  props = {} as P,
  ...attributes
}: Props<P>) {
  // the browser's build has no `HtmlOnce` to read (Vite's constant): its bytes are the part's
  const htmlOnce = import.meta.env.SSR ? use(HtmlOnceContext) : null;
  if (!htmlOnce)
    return (
      <Host {...attributes}>
        <Part {...props} />
      </Host>
    );
  return <Host {...attributes} dangerouslySetInnerHTML={{ __html: htmlOnce(Part, props) }} />;
}
