import { blogPageSize } from '../../shared/blog-articles.ts';
import type { ArticleList } from '../api/queries/blog.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import { itemListJsonLd } from './item-list-json-ld.ts';

/** The ItemList of one page of blog articles, numbered from the page's first. */
export const articleListJsonLd = (
  site: SiteSettings,
  name: string,
  list: ArticleList,
  page: number,
) =>
  itemListJsonLd(
    site,
    name,
    list.articles.map((article) => ({ name: article.title, path: `/blog/${article.slug}` })),
    (page - 1) * blogPageSize + 1,
  );
