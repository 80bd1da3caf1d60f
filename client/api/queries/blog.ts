import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { blogPageSize, isLive, liveStatus } from '../../../shared/blog-articles.ts';
import type { ApiClient } from '../api-client.ts';
import { isNotFound } from '../api-error.ts';
import type { Pagination } from '../pagination.ts';
import { pictureOf, type Picture } from '../picture.ts';
import { listMeta, strapiMedia } from '../strapi-schemas.ts';

export const articleEntry = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  seo_title: z.nullish(z.string()),
  seo_description: z.nullish(z.string()),
  excerpt: z.string(),
  text: z.optional(z.string()),
  status: z.string(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  cover: z.nullish(strapiMedia),
  blog_categories: z.array(z.object({ name: z.string(), slug: z.string() })),
});

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

export const listAnswer = z.object({ data: z.array(articleEntry), meta: listMeta });

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
      const answer = listAnswer.parse(
        await api.get('/blog-articles', {
          ...cardQuery,
          filters: { status: { $eq: liveStatus } },
          pagination: { page, pageSize: blogPageSize },
        }),
      );
      return { articles: liveSummaries(answer.data), pagination: answer.meta.pagination };
    },
  });

const blogCategory = z.object({ name: z.string(), slug: z.string(), description: z.string() });
const categoryAnswer = z.object({
  data: z.array(articleEntry),
  meta: z.extend(listMeta, { category: blogCategory }),
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
        const answer = categoryAnswer.parse(
          await api.get(
            `/blog/articles/${encodeURIComponent(category)}`,
            {
              ...cardQuery,
              filters: { status: { $eq: liveStatus } },
              pagination: { page, pageSize: blogPageSize },
            },
            { skipGlobalNotify: true },
          ),
        );
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
