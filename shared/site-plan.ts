import type { PageKey, RouteDef } from './routes.ts';

// The « Plan du site » page: every public page of the route table, by theme, so that each has
// a link on the site and not only in sitemap.xml (a crawl found 23 that nothing linked to).

export interface PlanLink {
  path: string;
  label: string;
}

export interface PlanSection {
  title: string;
  links: PlanLink[];
}

// the themes, in the page's order, and the page modules each gathers
const themes: readonly { title: string; pages: readonly PageKey[] }[] = [
  { title: 'L’offre', pages: ['landing', 'menu-index', 'giftcard-landing', 'giftcard-index'] },
  { title: 'Nos recettes', pages: ['cookbook-index', 'cookbook-list', 'guest-chef'] },
  {
    title: 'Nos box',
    pages: ['organic', 'thermomix', 'our-box', 'seo-landing', 'nutrition-index'],
  },
  { title: 'La livraison', pages: ['delivery-index', 'city-delivery'] },
  {
    title: 'Nous connaître',
    pages: [
      'home',
      'marketing',
      'our-ingredients',
      'our-commitments',
      'club',
      'rebrand',
      'customers-reviews',
      'page-view',
      'blog-index',
      'faq-index',
    ],
  },
];

/**
 * The table's pages a visitor may be sent to: indexed, with no parameter but an optional one
 * (`/generique/:boxSettings?`) or a list's page number (its first page), grouped by theme.
 */
export function sitePlan(table: readonly RouteDef[]): PlanSection[] {
  const linkOf = (def: RouteDef): PlanLink | undefined => {
    if (def.noindex || def.requiresAuth || def.personal) return undefined;
    const path = def.path.replace(/\/:[A-Za-z]+\?$/, '').replace(/\/page\/:page$/, '/page/1');
    if (path.includes(':') || path.includes('*')) return undefined;
    return { path, label: path === '/' ? 'Accueil' : def.title };
  };
  return themes
    .map(({ title, pages }) => ({
      title,
      links: table
        .filter((def) => pages.includes(def.page))
        .map(linkOf)
        .filter((link) => link !== undefined),
    }))
    .filter((section) => section.links.length > 0);
}
