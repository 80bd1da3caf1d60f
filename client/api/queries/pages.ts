import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { RouteDef } from '../../../shared/routes.ts';
import type { ApiClient } from '../api-client.ts';
import { markdownBody, type MarkdownBody } from '../markdown-body.ts';

const pageEntry = z.object({
  slug: z.string(),
  title: z.string(),
  seo_description: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});

export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  /** the untrusted markdown, parsed (client/api/markdown-body.ts) */
  body: MarkdownBody;
  updatedAt: string;
}

/**
 * The page's slug: the route's own (`props.slug`, e.g. /pour-une-alimentation-bio-saine), or
 * the path's for the generic /{slug} route.
 */
export function contentPageSlugOf(
  def: Pick<RouteDef, 'props'>,
  params: Record<string, string | undefined>,
): string {
  const fixed = def.props?.slug;
  return typeof fixed === 'string' ? fixed : (params.slug ?? '');
}

const slugPattern = /^[a-z0-9-]{1,120}$/;

/** A generic content page by slug (spec §7 `/pages/`), or null when there is none. */
export const contentPageKey = (slug: string) => ['page', slug] as const;

export const contentPageQuery = (api: ApiClient, slug: string, siteOrigin: string) =>
  queryOptions({
    queryKey: contentPageKey(slug),
    queryFn: async (): Promise<ContentPage | null> => {
      if (!slugPattern.test(slug)) return null;
      const answer = z
        .object({ data: z.array(pageEntry) })
        .parse(await api.get('/pages/', { filters: { slug: { $eq: slug } } }));
      const page = answer.data[0];
      return page
        ? {
            slug: page.slug,
            title: page.title,
            description: page.seo_description,
            body: await markdownBody(page.content, siteOrigin),
            updatedAt: page.updatedAt,
          }
        : null;
    },
  });

const pageLink = z.object({ slug: z.string(), title: z.string() });

/** Every generic content page's slug and title (spec §7 `/pages/`), for the site's plan. */
export const contentPagesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['pages', 'list'] as const,
    queryFn: async () =>
      z
        .object({ data: z.array(pageLink) })
        .parse(
          await api.get('/pages/', {
            fields: ['slug', 'title'],
            pagination: { page: 1, pageSize: 100 },
          }),
        )
        .data.filter((page) => slugPattern.test(page.slug)),
  });
