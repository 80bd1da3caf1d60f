import type { AnchorHTMLAttributes } from 'react';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** a path of this site */
  to: string;
};

/**
 * A link to a page of this site: a plain anchor, cheap to render on the server; the layout
 * turns its clicks into client-side navigations (use-client-navigation.ts, ADR 016).
 */
export function Link({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}
