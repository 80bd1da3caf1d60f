import { liveOnly } from '../../shared/showcase.ts';
import { sitePath } from './base-path.ts';
import type { ShowcaseSettings } from './site-settings.tsx';

/**
 * Where the showcase sends a visitor for a page it does not offer: the same path on the live
 * site (SHOWCASE_LIVE_URL), or null when none is configured (ADR 051).
 */
export function liveSiteUrl(
  showcase: ShowcaseSettings,
  url: { pathname: string; search: string },
): string | null {
  return showcase.liveUrl ? `${showcase.liveUrl}${url.pathname}${url.search}` : null;
}

/**
 * The href of a link to a path of the site: under the base path; in the showcase, a page it does
 * not offer on the live site when there is one (ADR 051).
 */
export function linkHref(to: string, showcase: ShowcaseSettings | null): string {
  if (showcase?.liveUrl && to.startsWith('/') && !to.startsWith('//') && liveOnly(to))
    return `${showcase.liveUrl}${to}`;
  return sitePath(to);
}
