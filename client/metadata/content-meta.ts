import { blogPageSize } from '../../shared/blog-articles.ts';
import { articleKey, type Article } from '../api/queries/blog-article.ts';
import {
  blogCategoryKey,
  blogPageKey,
  type ArticleList,
  type CategoryList,
} from '../api/queries/blog.ts';
import { faqPageKey, faqSegments, type FaqPage } from '../api/queries/faq.ts';
import { contentPageKey, contentPageSlugOf, type ContentPage } from '../api/queries/pages.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import { articleTrail, categoryTrail, faqTrail } from '../content/content-trails.ts';
import { blogPostingJsonLd } from './blog-json-ld.ts';
import { faqPageJsonLd } from './faq-json-ld.ts';
import { itemListJsonLd } from './item-list-json-ld.ts';
import { breadcrumbJsonLd } from './json-ld.ts';
import { paged, pageNumber, socialPicture, type PageRefinements } from './meta-refinement.ts';

const articleList = (site: SiteSettings, name: string, list: ArticleList, page: number) =>
  itemListJsonLd(
    site,
    name,
    list.articles.map((article) => ({ name: article.title, path: `/blog/${article.slug}` })),
    (page - 1) * blogPageSize + 1,
  );

/** Metadata of the content pages (issue 6). */
export const contentMeta: PageRefinements = {
  article({ params, pathname, queryClient, site }) {
    const article = queryClient.getQueryData<Article | null>(articleKey(params.slug ?? ''));
    if (!article) return {};
    return {
      title: article.seoTitle,
      description: article.seoDescription,
      ogType: 'article',
      image: article.cover ? socialPicture(article.cover) : undefined,
      jsonLd: [
        blogPostingJsonLd(site, article, pathname),
        breadcrumbJsonLd(site, articleTrail(article)),
      ],
    };
  },
  'content-page'({ def, params, queryClient }) {
    const slug = contentPageSlugOf(def, params);
    const content = queryClient.getQueryData<ContentPage | null>(contentPageKey(slug));
    return content ? { title: content.title, description: content.description } : {};
  },
  'faq-article'({ params, pathname, queryClient, site }) {
    const faq = queryClient.getQueryData<FaqPage | null>(faqPageKey(faqSegments(params['*'])));
    if (!faq) return {};
    const breadcrumbs = breadcrumbJsonLd(site, faqTrail(faq));
    if (faq.kind !== 'article')
      return {
        title: faq.kind === 'section' ? faq.section.title : faq.subsection.title,
        jsonLd: [breadcrumbs],
      };
    return {
      title: faq.article.title,
      jsonLd: [faqPageJsonLd(faq.article, `${site.publicSiteUrl}${pathname}`), breadcrumbs],
    };
  },
  'blog-category'({ params, queryClient, site }) {
    const page = pageNumber(params);
    const list = queryClient.getQueryData<CategoryList | null>(
      blogCategoryKey(params.category ?? '', page),
    );
    if (!list) return {};
    return {
      title: paged(`${list.category.name} – le blog`, page),
      description: list.category.description,
      jsonLd: [
        breadcrumbJsonLd(site, categoryTrail(list.category)),
        articleList(site, list.category.name, list, page),
      ],
    };
  },
  blog({ def, params, queryClient, site }) {
    const page = pageNumber(params);
    const list = queryClient.getQueryData<ArticleList>(blogPageKey(page));
    return {
      title: paged(def.title, page),
      jsonLd: list ? [articleList(site, def.title, list, page)] : [],
    };
  },
};
