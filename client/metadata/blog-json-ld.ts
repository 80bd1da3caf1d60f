import type { Article } from '../api/queries/blog-article.ts';
import type { SiteSettings } from '../app/site-settings.tsx';
import type { JsonLd } from './json-ld.ts';
import { socialPicture } from './meta-refinement.ts';

// DESIGN §4: BlogPosting on articles.

/** « Margaux Petit, journaliste culinaire » → name and job title. */
function authorOf(byline: string): JsonLd {
  const [name = byline, ...rest] = byline.split(',');
  const jobTitle = rest.join(',').trim();
  return { '@type': 'Person', name: name.trim(), ...(jobTitle ? { jobTitle } : {}) };
}

export function blogPostingJsonLd(site: SiteSettings, article: Article, path: string): JsonLd {
  const url = `${site.publicSiteUrl}${path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: article.title,
    description: article.seoDescription,
    ...(article.cover ? { image: `${site.publicSiteUrl}${socialPicture(article.cover).url}` } : {}),
    datePublished: article.createdAt,
    dateModified: article.updatedAt,
    author: authorOf(article.author),
    publisher: { '@id': `${site.publicSiteUrl}/#organization` },
    ...(article.categories[0] ? { articleSection: article.categories[0].name } : {}),
    inLanguage: 'fr-FR',
  };
}
