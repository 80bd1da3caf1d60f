import type { QueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../shared/routes.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import type { JsonLd } from './json-ld.ts';

export interface MetaInput {
  def: RouteDef;
  params: Record<string, string | undefined>;
  /** the canonical path: the route's own spelling, no trailing slash */
  pathname: string;
  queryClient: QueryClient;
  site: SiteSettings;
  /** what the page's route action answered, when the page shows it (a step of a form) */
  answer?: unknown;
}

/** What a page's data adds to the route table's title and description. */
export interface Refinement {
  title?: string;
  description?: string;
  /** the page's canonical path when the route's spelling of it is not (ADR 040: box settings) */
  canonicalPath?: string;
  ogType?: 'website' | 'article';
  /** site-relative picture URL */
  image?: { url: string; width: number; height: number; alt: string };
  /** the page's own structured data, after Organization and WebSite */
  jsonLd?: JsonLd[];
  /** kept out of search results (`noindex, follow`) though its route is not */
  noindex?: boolean;
}

export type Refine = (input: MetaInput) => Refinement;

export function pageNumber(params: MetaInput['params']): number {
  const page = Number(params.page);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export const paged = (title: string, page: number) =>
  page > 1 ? `${title} – page ${page}` : title;

/** A list's description, told apart on its pages after the first (each its own in results). */
export const pagedDescription = (description: string, page: number) =>
  page > 1 ? `Page ${page}\u00a0: ${description}` : description;

/** The PNG of an API picture, which social networks read (og:image). */
export const socialPicture = (picture: {
  url: string;
  width: number;
  height: number;
  alt: string;
}) => ({
  ...picture,
  url: picture.url.replace(/\.webp$/, '.png'),
});
