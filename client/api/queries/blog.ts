import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '../api-client.ts';
import { isNotFound } from '../api-error.ts';
import { listMeta, type Pagination } from '../pagination.ts';
import { pictureOf, strapiMedia, type Picture } from '../picture.ts';

export const blogPageSize = 12; // spec §9

const articleEntry = z.object({
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

export interface Article extends ArticleSummary {
  seoTitle: string;
  seoDescription: string;
  text: string;
}

const summaryOf = (entry: z.infer<typeof articleEntry>): ArticleSummary => ({
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

const listAnswer = z.object({ data: z.array(articleEntry), meta: listMeta });
const listQuery = { sort: ['createdAt:desc', 'id:desc'], populate: ['cover', 'blog_categories'] };

export interface ArticleList {
  articles: ArticleSummary[];
  pagination: Pagination;
}

/** A page of live articles, newest first (spec §5: only `live` articles are shown). */
export const blogPageQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['blog', page],
    queryFn: async (): Promise<ArticleList> => {
      const answer = listAnswer.parse(
        await api.get('/blog-articles', {
          ...listQuery,
          fields: ['title', 'slug', 'excerpt', 'status', 'author', 'createdAt', 'updatedAt'],
          filters: { status: { $eq: 'live' } },
          pagination: { page, pageSize: blogPageSize },
        }),
      );
      return { articles: answer.data.map(summaryOf), pagination: answer.meta.pagination };
    },
  });

const categoryAnswer = z.object({
  data: z.array(articleEntry),
  meta: z.extend(listMeta, {
    category: z.object({ name: z.string(), slug: z.string(), description: z.string() }),
  }),
});

/** A page of a category's live articles, or null for an unknown category. */
export const blogCategoryKey = (category: string, page: number) =>
  ['blog-category', category, page] as const;

export const blogCategoryQuery = (api: ApiClient, category: string, page: number) =>
  queryOptions({
    queryKey: blogCategoryKey(category, page),
    queryFn: async (): Promise<
      (ArticleList & { category: { name: string; slug: string; description: string } }) | null
    > => {
      try {
        const answer = categoryAnswer.parse(
          await api.get(`/blog/articles/${encodeURIComponent(category)}`, {
            fields: ['title', 'slug', 'excerpt', 'status', 'author', 'createdAt', 'updatedAt'],
            filters: { status: { $eq: 'live' } },
            pagination: { page, pageSize: blogPageSize },
          }),
        );
        return {
          articles: answer.data.map(summaryOf),
          pagination: answer.meta.pagination,
          category: answer.meta.category,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });

const articleAnswer = z.object({ data: articleEntry });

/** A live article by slug, or null (unknown, or not live: spec §5). */
export const articleKey = (slug: string) => ['article', slug] as const;

export const articleQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: articleKey(slug),
    queryFn: async (): Promise<Article | null> => {
      try {
        const { data } = articleAnswer.parse(
          await api.get(`/blog/article/${encodeURIComponent(slug)}`),
        );
        if (data.status !== 'live') return null;
        return {
          ...summaryOf(data),
          seoTitle: data.seo_title || data.title,
          seoDescription: data.seo_description || data.excerpt,
          text: data.text ?? '',
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });
