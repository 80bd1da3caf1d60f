import { articleKey, type Article } from '../../api/queries/blog-article.ts';
import { articleTrail } from '../../content/content-trails.ts';
import { blogPostingJsonLd } from '../../metadata/blog-json-ld.ts';
import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import { socialPicture, type Refine } from '../../metadata/meta-refinement.ts';

export const head: Refine = ({ params, pathname, queryClient, site }) => {
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
};
