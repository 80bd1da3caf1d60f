import type { QueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../shared/routes.ts';
import type { Article } from '../api/queries/blog.ts';
import { articleKey, blogCategoryKey } from '../api/queries/blog.ts';
import type { FaqPage } from '../api/queries/faq.ts';
import { faqPageKey } from '../api/queries/faq.ts';
import type { ContentPage } from '../api/queries/pages.ts';
import { contentPageKey } from '../api/queries/pages.ts';
import type { RecipeDetail } from '../api/queries/recipes.ts';
import { recipeKey } from '../api/queries/recipes.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import { organizationJsonLd, webSiteJsonLd, type JsonLd } from './json-ld.ts';

export interface PageMeta {
  /** `{title} - {brand}` (spec §1) */
  title: string;
  description: string;
  canonicalUrl: string;
  noindex: boolean;
  ogType: 'website' | 'article';
  image: { url: string; width: number; height: number; alt: string };
  abTestScriptUrl: string | null;
  jsonLd: JsonLd[];
}

export interface MetaInput {
  def: RouteDef;
  params: Record<string, string | undefined>;
  pathname: string;
  queryClient: QueryClient;
  site: SiteSettings;
}

interface Refinement {
  title?: string;
  description?: string;
  ogType?: 'website' | 'article';
  image?: PageMeta['image'];
}

function pageNumber(params: MetaInput['params']): number {
  const page = Number(params.page);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** What the data of a page adds to the route table's title and description. */
function refine({ def, params, queryClient }: MetaInput): Refinement {
  const page = pageNumber(params);
  const paged = (title: string) => (page > 1 ? `${title} – page ${page}` : title);
  switch (def.page) {
    case 'recipe': {
      const recipe = queryClient.getQueryData<RecipeDetail | null>(recipeKey(params.slug ?? ''));
      if (!recipe) return {};
      const cover = recipe.card.cover;
      return {
        title: recipe.name,
        description: recipe.description,
        image: cover
          ? {
              url: cover.url.replace(/\.webp$/, '.png'),
              width: cover.width,
              height: cover.height,
              alt: cover.alt,
            }
          : undefined,
      };
    }
    case 'article': {
      const article = queryClient.getQueryData<Article | null>(articleKey(params.slug ?? ''));
      if (!article) return {};
      const cover = article.cover;
      return {
        title: article.seoTitle,
        description: article.seoDescription,
        ogType: 'article',
        image: cover
          ? {
              url: cover.url.replace(/\.webp$/, '.png'),
              width: cover.width,
              height: cover.height,
              alt: cover.alt,
            }
          : undefined,
      };
    }
    case 'content-page': {
      const content = queryClient.getQueryData<ContentPage | null>(
        contentPageKey(params.slug ?? ''),
      );
      return content ? { title: content.title, description: content.description } : {};
    }
    case 'faq-article': {
      const faq = queryClient.getQueryData<FaqPage | null>(
        faqPageKey((params['*'] ?? '').split('/')),
      );
      if (!faq) return {};
      if (faq.kind === 'article') return { title: faq.article.title };
      return { title: faq.kind === 'section' ? faq.section.title : faq.subsection.title };
    }
    case 'blog-category': {
      const list = queryClient.getQueryData<{
        category: { name: string; description: string };
      } | null>(blogCategoryKey(params.category ?? '', page));
      return list
        ? {
            title: paged(`${list.category.name} – le blog`),
            description: list.category.description,
          }
        : {};
    }
    case 'blog':
    case 'cookbook':
    case 'cookbook-list':
      return { title: paged(def.title) };
    default:
      return {};
  }
}

export function pageMeta(input: MetaInput): PageMeta {
  const { def, pathname, site } = input;
  const refined = refine(input);
  const title = refined.title ?? def.title;
  return {
    title: `${title} - ${site.brandName}`,
    description: refined.description ?? def.description,
    canonicalUrl: `${site.publicSiteUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`,
    noindex: def.noindex === true,
    ogType: refined.ogType ?? 'website',
    image: refined.image
      ? { ...refined.image, url: `${site.publicSiteUrl}${refined.image.url}` }
      : {
          url: `${site.publicSiteUrl}/og-image.png`,
          width: 1200,
          height: 630,
          alt: site.brandName,
        },
    abTestScriptUrl: def.abTest ? site.abTestScriptUrl : null,
    jsonLd: [organizationJsonLd(site), webSiteJsonLd(site)],
  };
}
