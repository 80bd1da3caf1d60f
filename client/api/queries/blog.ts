import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { blogPageSize, isLive, liveStatus } from '../../../shared/blog-articles.ts';
import type { ApiClient } from '../api-client.ts';
import { isNotFound } from '../api-error.ts';
import type { Pagination } from '../pagination.ts';
import { pictureOf, type Picture } from '../picture.ts';
import type { articleEntry, blogCategory } from './blog-schemas.ts';

type ArticleEntry = z.infer<typeof articleEntry>;

export interface ArticleSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  createdAt: string;
  updatedAt: string;
  cover: Picture | null;
  categories: { name: string; slug: string }[];
}

export const summaryOf = (entry: ArticleEntry): ArticleSummary => ({
  id: entry.id,
  title: entry.title,
  slug: entry.slug,
  excerpt: entry.excerpt,
  author: entry.author,
  createdAt: entry.createdAt,
  updatedAt: entry.updatedAt,
  cover: pictureOf(entry.cover, entry.title),
  categories: entry.blog_categories,
});

/** What a list of article cards asks for: live articles, newest first (spec §5). */
export const cardQuery = {
  fields: ['title', 'slug', 'excerpt', 'status', 'author', 'createdAt', 'updatedAt'],
  populate: ['cover', 'blog_categories'],
  sort: ['createdAt:desc', 'id:desc'],
};

export interface ArticleList {
  articles: ArticleSummary[];
  pagination: Pagination;
}

// the API is asked for live articles; one that is not is still never shown (spec §5)
const liveSummaries = (entries: ArticleEntry[]) => entries.filter(isLive).map(summaryOf);

/** A page of live articles, newest first. */
export const blogPageKey = (page: number) => ['blog', page] as const;

export const blogPageQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: blogPageKey(page),
    queryFn: async (): Promise<ArticleList> => {
      const [{ listAnswer }, body] = await Promise.all([
        import('./blog-schemas.ts'),
        api.get('/blog-articles', {
          ...cardQuery,
          filters: { status: { $eq: liveStatus } },
          pagination: { page, pageSize: blogPageSize },
        }),
      ]);
      const answer = listAnswer.parse(body);
      return { articles: liveSummaries(answer.data), pagination: answer.meta.pagination };
    },
  });

export type CategoryList = ArticleList & { category: z.infer<typeof blogCategory> };

/** The slugs the CMS gives: anything else is not asked for (404 without a call). */
export const slugPattern = /^[a-z0-9-]{1,120}$/;

/** A page of a category's live articles, or null for an unknown category. */
export const blogCategoryKey = (category: string, page: number) =>
  ['blog-category', category, page] as const;

export const blogCategoryQuery = (api: ApiClient, category: string, page: number) =>
  queryOptions({
    queryKey: blogCategoryKey(category, page),
    queryFn: async (): Promise<CategoryList | null> => {
      if (!slugPattern.test(category)) return null;
      try {
        const [{ categoryAnswer }, body] = await Promise.all([
          import('./blog-schemas.ts'),
          api.get(
            `/blog/articles/${encodeURIComponent(category)}`,
            {
              ...cardQuery,
              filters: { status: { $eq: liveStatus } },
              pagination: { page, pageSize: blogPageSize },
            },
            { skipGlobalNotify: true },
          ),
        ]);
        const answer = categoryAnswer.parse(body);
        return {
          articles: liveSummaries(answer.data),
          pagination: answer.meta.pagination,
          category: answer.meta.category,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });
