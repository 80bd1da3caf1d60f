import { Router } from 'express';
import { LRUCache } from 'lru-cache';
import { cookbookLists } from '../shared/cookbook-lists.ts';
import { isoWeekOf } from '../shared/menu-week.ts';
import { maxTimeQuickLists } from '../shared/quick-range.ts';
import { routeTable } from '../shared/routes.ts';
import { underMount } from './redirect.ts';

const cookbookPageSize = 20; // spec §9
const blogPageSize = 12; // spec §9
const excludedFaqSectionId = 10; // spec §9

interface SitemapOptions {
  /** the public URL of the site's root: its base path included (ADR 051) */
  publicSiteUrl: string;
  brandName: string;
  apiUrl: () => string;
  timeoutMs: number;
}

interface Entry {
  path: string;
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Every public page: the route table's fixed paths, and the lists and details the API holds. */
export function sitemapRoutes(options: SitemapOptions): Router {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${options.apiUrl()}/api${path}`, {
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  type List<T> = { data: T[]; meta: { pagination: { total: number; pageCount: number } } };
  const all = async <T>(path: string): Promise<T[]> => {
    const separator = path.includes('?') ? '&' : '?';
    const first = await get<List<T>>(
      `${path}${separator}pagination[pageSize]=100&pagination[page]=1`,
    );
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.meta.pagination.pageCount - 1) }, (_, index) =>
        get<List<T>>(`${path}${separator}pagination[pageSize]=100&pagination[page]=${index + 2}`),
      ),
    );
    return [first, ...rest].flatMap((page) => page.data);
  };
  const total = async (path: string) =>
    (await get<List<unknown>>(`${path}&pagination[pageSize]=1`)).meta.pagination.total;
  const pages = (count: number, size: number, prefix: string): Entry[] =>
    Array.from({ length: Math.max(1, Math.ceil(count / size)) }, (_, index) => ({
      path: `${prefix}/page/${index + 1}`,
    }));

  async function entries(): Promise<Entry[]> {
    // fixed paths, and those whose only parameter is optional (/generique/:boxSettings?)
    const fixed = routeTable({ brandName: options.brandName })
      .map((def) => ({ ...def, path: def.path.replace(/\/:[A-Za-z]+\?$/, '') }))
      .filter((def) => !def.noindex && !def.path.includes(':') && !def.path.includes('*'))
      .map((def) => ({ path: def.path }));
    const withCover = '/recipes?filters[cover][$notNull]=true';
    const [recipes, articles, categories, sections, contentPages, recipeCount, liveCount] =
      await Promise.all([
        all<{ slug: string; updatedAt: string }>(`${withCover}&fields[0]=slug&fields[1]=updatedAt`),
        all<{ slug: string; updatedAt: string }>(
          '/blog-articles?filters[status][$eq]=live&fields[0]=slug&fields[1]=updatedAt',
        ),
        all<{ slug: string }>('/blog-categories?fields[0]=slug'),
        all<{
          slug: string;
          faq_subsections: { slug: string; faq_articles: { slug: string }[] }[];
        }>(
          `/faq-sections?filters[id][$ne]=${excludedFaqSectionId}&fields[0]=slug&populate[faq_subsections][fields][0]=slug&populate[faq_subsections][populate][faq_articles][fields][0]=slug`,
        ),
        all<{ slug: string; updatedAt: string }>('/pages?fields[0]=slug&fields[1]=updatedAt'),
        total(withCover),
        total('/blog-articles?filters[status][$eq]=live'),
      ]);
    // a recipe's origins this week, when the week's menu has it: a page to index (ADR 060),
    // which each recipe page links to (a planned week's are linked from nowhere)
    const listed = new Set(recipes.map((recipe) => recipe.slug));
    const week = isoWeekOf(new Date()).week;
    const menu = await get<{ data: { menu_details: { recipe: { slug: string } | null }[] } }>(
      `/menus/get-menu-by-week?week=${week}`,
    );
    const origins = menu.data.menu_details.flatMap(({ recipe }) =>
      recipe && listed.has(recipe.slug) ? [{ path: `/recettes/${recipe.slug}/${week}` }] : [],
    );
    const listPages = await Promise.all(
      cookbookLists.map(async (list) => {
        const filters = [
          list.tag ? `&filters[recipe_categories][name][$eq]=${encodeURIComponent(list.tag)}` : '',
          list.maxTime ? `&filters[furnace_time][$lte]=${maxTimeQuickLists}` : '',
        ].join('');
        return pages(
          await total(`${withCover}${filters}`),
          cookbookPageSize,
          `/recettes/${list.path}`,
        );
      }),
    );
    const categoryPages = await Promise.all(
      categories.map(async (category) => {
        const count = await total(
          `/blog-articles?filters[status][$eq]=live&filters[blog_categories][slug][$eq]=${encodeURIComponent(category.slug)}`,
        );
        return count > 0 ? pages(count, blogPageSize, `/blog/categorie/${category.slug}`) : [];
      }),
    );
    return [
      ...fixed,
      ...pages(recipeCount, cookbookPageSize, '/recettes'),
      ...listPages.flat(),
      ...recipes.map((recipe) => ({ path: `/recettes/${recipe.slug}`, lastmod: recipe.updatedAt })),
      ...origins,
      ...pages(liveCount, blogPageSize, '/blog'),
      ...categoryPages.flat(),
      ...articles.map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.updatedAt })),
      { path: '/faq' },
      ...sections.flatMap((section) => [
        { path: `/faq/${section.slug}` },
        ...section.faq_subsections.flatMap((subsection) => [
          { path: `/faq/${section.slug}/${subsection.slug}` },
          ...subsection.faq_articles.map((article) => ({
            path: `/faq/${section.slug}/${subsection.slug}/${article.slug}`,
          })),
        ]),
      ]),
      ...contentPages.map((page) => ({ path: `/${page.slug}`, lastmod: page.updatedAt })),
    ];
  }

  // the last good sitemap is kept and served while the API is down; a failure is never kept
  const cache = new LRUCache<'sitemap', string>({
    max: 1,
    ttl: 60 * 60 * 1000,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async () => {
      const seen = new Set<string>();
      const urls = (await entries())
        .filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
        .map(
          (entry) =>
            `<url><loc>${escapeXml(`${options.publicSiteUrl}${entry.path}`)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>` : ''}</url>`,
        );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },
  });

  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    // a failed fetch with nothing stale to fall back on resolves to undefined: that is no
    // sitemap, and must not be cached for an hour as an empty one
    const xml = await cache.fetch('sitemap');
    if (xml === undefined) {
      res.status(503).setHeader('Cache-Control', 'no-store');
      res.type('text/plain').send('Plan du site momentanément indisponible.');
      return;
    }
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(xml);
  });
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    // the site's paths under its base path (ADR 051); the login, the basket and the account are
    // pages that say `noindex` or redirect there: crawlers must be let in to read that (a
    // disallowed page can be listed from its links alone)
    const path = (sitePath: string) => underMount(req, sitePath);
    res.send(
      [
        'User-agent: *',
        `Allow: ${path('/')}`,
        `Disallow: ${path('/api/')}`,
        `Disallow: ${path('/auth/')}`,
        '',
        `Sitemap: ${options.publicSiteUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
  return router;
}
