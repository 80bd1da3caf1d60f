import type { AnchorHTMLAttributes } from 'react';
import { linkHref } from '../app/showcase-links.ts';
import { useSiteSettings } from '../app/site-settings.tsx';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** a path of this site, without the base path (ADR 051) */
  to: string;
};

/**
 * A link to a page of this site: a plain anchor, cheap to render on the server; the layout
 * turns its clicks into client-side navigations (use-client-navigation.ts, ADR 016).
 */
export function Link({ to, ...props }: LinkProps) {
  const { showcase } = useSiteSettings();
  return <a href={linkHref(to, showcase)} {...props} />;
}
