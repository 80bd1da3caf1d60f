import type { Crumb } from '../components/breadcrumbs.tsx';
import type { FaqPage } from '../api/queries/faq.ts';

// Where the content pages sit: one trail for the visible breadcrumbs and the BreadcrumbList
// JSON-LD (client/metadata/content-meta.ts), so the two never disagree.

const home: Crumb = { name: 'Accueil', path: '/' };
const blog: Crumb = { name: 'Blog', path: '/blog/page/1' };
const help: Crumb = { name: 'Aide', path: '/faq' };

export const categoryPath = (slug: string) => `/blog/categorie/${slug}/page/1`;

export function categoryTrail(category: { name: string; slug: string }): Crumb[] {
  return [home, blog, { name: category.name, path: categoryPath(category.slug) }];
}

export function articleTrail(article: {
  title: string;
  slug: string;
  categories: { name: string; slug: string }[];
}): Crumb[] {
  const category = article.categories[0];
  return [
    ...(category ? categoryTrail(category) : [home, blog]),
    { name: article.title, path: `/blog/${article.slug}` },
  ];
}

export function faqTrail(faq: FaqPage): Crumb[] {
  const sectionPath = `/faq/${faq.section.slug}`;
  const trail = [home, help, { name: faq.section.title, path: sectionPath }];
  if (faq.kind === 'section') return trail;
  const subsectionPath = `${sectionPath}/${faq.subsection.slug}`;
  trail.push({ name: faq.subsection.title, path: subsectionPath });
  if (faq.kind === 'subsection') return trail;
  return [...trail, { name: faq.article.title, path: `${subsectionPath}/${faq.article.slug}` }];
}
