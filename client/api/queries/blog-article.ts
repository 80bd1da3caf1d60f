import { queryOptions } from '@tanstack/react-query';
import { isLive, liveStatus, suggestedArticles } from '../../../shared/blog-articles.ts';
import type { ApiClient } from '../api-client.ts';
import { isNotFound } from '../api-error.ts';
import { markdownBody, type MarkdownBody } from '../markdown-body.ts';
import type { StrapiQuery } from '../strapi-query.ts';
import { cardQuery, slugPattern, summaryOf, type ArticleSummary } from './blog.ts';

export interface Article extends ArticleSummary {
  seoTitle: string;
  seoDescription: string;
  /** the untrusted markdown, parsed (client/api/markdown-body.ts) */
  body: MarkdownBody;
}

/** A live article by slug, or null (unknown, or not live: spec §5). */
export const articleKey = (slug: string) => ['article', slug] as const;

export const articleQuery = (api: ApiClient, slug: string, siteOrigin: string) =>
  queryOptions({
    queryKey: articleKey(slug),
    queryFn: async (): Promise<Article | null> => {
      if (!slugPattern.test(slug)) return null;
      try {
        const [{ articleAnswer }, body] = await Promise.all([
          import('./blog-schemas.ts'),
          // an unknown article is the page's 404, not an error to toast
          api.get(`/blog/article/${encodeURIComponent(slug)}`, undefined, {
            skipGlobalNotify: true,
          }),
        ]);
        const { data } = articleAnswer.parse(body);
        if (!isLive(data)) return null;
        return {
          ...summaryOf(data),
          seoTitle: data.seo_title || data.title,
          seoDescription: data.seo_description || data.excerpt,
          body: await markdownBody(data.text ?? '', siteOrigin),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });

/**
 * spec §9: 4 articles under an article — the newest of its first category, filled up with the
 * newest of the blog (shared/blog-articles.ts).
 */
export const suggestedArticlesQuery = (api: ApiClient, slug: string, category: string | null) =>
  queryOptions({
    queryKey: ['article-suggestions', slug, category],
    queryFn: async (): Promise<ArticleSummary[]> => {
      const others = { status: { $eq: liveStatus }, slug: { $ne: slug } };
      const list = async (filters: StrapiQuery) => {
        const [{ listAnswer }, body] = await Promise.all([
          import('./blog-schemas.ts'),
          api.get('/blog-articles', {
            ...cardQuery,
            filters,
            pagination: { page: 1, pageSize: 4 },
          }),
        ]);
        return listAnswer.parse(body).data.filter(isLive);
      };
      const [sameCategory, latest] = await Promise.all([
        category ? list({ ...others, blog_categories: { slug: { $eq: category } } }) : [],
        list(others),
      ]);
      return suggestedArticles(slug, sameCategory, latest).map(summaryOf);
    },
  });
