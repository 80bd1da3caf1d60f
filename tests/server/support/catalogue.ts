import { blogArticles } from '../../../product-api/seed/data/blog.ts';

// Real content of the embedded product API, read over HTTP the way any client would: the tests
// use the slugs the catalogue really holds rather than copies of the seed (but for the drafts,
// which the API never shows).

interface Entry {
  id: number;
  slug: string;
}

async function getJson<T>(apiUrl: string, path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export interface Catalogue {
  recipe: { slug: string; name: string; description: string };
  recipeWithoutCover: string;
  recipeSlugsWithCover: string[];
  liveArticle: { slug: string; title: string; description: string };
  liveArticleSlugs: string[];
  hiddenArticleSlugs: string[];
  liveCategory: { slug: string; name: string; description: string };
  liveCategorySlugs: string[];
  /** a category with no live article (« Événements ») */
  emptyCategorySlug: string;
  faqArticle: { path: string; title: string; content: string };
  faqSectionPath: string;
  faqSubsectionPath: string;
  faqArticlePaths: string[];
  /** section 10 of spec §9, which the site leaves out */
  excludedFaqSectionSlug: string;
  page: { slug: string; title: string; description: string };
  pageSlugs: string[];
}

export async function readCatalogue(apiUrl: string): Promise<Catalogue> {
  type List<T> = { data: T[] };
  const recipes = await getJson<List<Entry & { name: string; description: string }>>(
    apiUrl,
    '/api/recipes?filters[cover][$notNull]=true&fields[0]=slug&fields[1]=name&fields[2]=description&pagination[pageSize]=100&sort=id',
  );
  const recipesPage2 = await getJson<List<Entry>>(
    apiUrl,
    '/api/recipes?filters[cover][$notNull]=true&fields[0]=slug&pagination[pageSize]=100&pagination[page]=2&sort=id',
  );
  const withoutCover = await getJson<List<Entry>>(
    apiUrl,
    '/api/recipes?filters[cover][$null]=true&fields[0]=slug',
  );
  const articles = await getJson<
    List<
      Entry & {
        title: string;
        status: string;
        seo_title: string | null;
        seo_description: string | null;
        excerpt: string;
        blog_categories: { slug: string }[];
      }
    >
  >(apiUrl, '/api/blog-articles?pagination[pageSize]=100&populate[0]=blog_categories');
  const categories = await getJson<List<Entry & { name: string; description: string }>>(
    apiUrl,
    '/api/blog-categories?pagination[pageSize]=100',
  );
  const sections = await getJson<
    List<
      Entry & {
        faq_subsections: (Entry & {
          faq_articles: (Entry & { title: string; content: string })[];
        })[];
      }
    >
  >(
    apiUrl,
    '/api/faq-sections?pagination[pageSize]=100&populate[faq_subsections][populate][0]=faq_articles',
  );
  const pages = await getJson<List<Entry & { title: string; seo_description: string }>>(
    apiUrl,
    '/api/pages?pagination[pageSize]=100',
  );

  const live = articles.data.filter((article) => article.status === 'live');
  const liveCategorySlugs = categories.data
    .map((category) => category.slug)
    .filter((slug) => live.some((article) => article.blog_categories.some((c) => c.slug === slug)));
  const emptyCategory = categories.data.find(
    (category) => !liveCategorySlugs.includes(category.slug),
  );
  const shownSections = sections.data.filter((section) => section.id !== 10);
  const section = shownSections[0];
  const subsection = section?.faq_subsections[0];
  const faqArticle = subsection?.faq_articles[0];
  const excluded = sections.data.find((s) => s.id === 10);
  const recipe = recipes.data[0];
  const article = live[0];
  const category = categories.data.find((c) => c.slug === liveCategorySlugs[0]);
  const page = pages.data.find((p) => p.slug === 'mentions-legales') ?? pages.data[0];
  if (
    !recipe ||
    !withoutCover.data[0] ||
    !article ||
    !category ||
    !emptyCategory ||
    !section ||
    !subsection ||
    !faqArticle ||
    !excluded ||
    !page
  )
    throw new Error('the seed catalogue lacks something the tests need');

  return {
    recipe: { slug: recipe.slug, name: recipe.name, description: recipe.description },
    recipeWithoutCover: withoutCover.data[0].slug,
    recipeSlugsWithCover: [...recipes.data, ...recipesPage2.data].map((r) => r.slug),
    liveArticle: {
      slug: article.slug,
      title: article.seo_title || article.title,
      description: article.seo_description || article.excerpt,
    },
    liveArticleSlugs: live.map((a) => a.slug),
    // the API never lists them (drafts stay private): the seed says which they are
    hiddenArticleSlugs: blogArticles.filter((a) => a.status !== 'live').map((a) => a.slug),
    liveCategory: { slug: category.slug, name: category.name, description: category.description },
    liveCategorySlugs,
    emptyCategorySlug: emptyCategory.slug,
    faqArticle: {
      path: `/faq/${section.slug}/${subsection.slug}/${faqArticle.slug}`,
      title: faqArticle.title,
      content: faqArticle.content,
    },
    faqSectionPath: `/faq/${section.slug}`,
    faqSubsectionPath: `/faq/${section.slug}/${subsection.slug}`,
    faqArticlePaths: shownSections.flatMap((s) =>
      s.faq_subsections.flatMap((ss) =>
        ss.faq_articles.map((a) => `/faq/${s.slug}/${ss.slug}/${a.slug}`),
      ),
    ),
    excludedFaqSectionSlug: excluded.slug,
    page: { slug: page.slug, title: page.title, description: page.seo_description },
    pageSlugs: pages.data.map((p) => p.slug),
  };
}
