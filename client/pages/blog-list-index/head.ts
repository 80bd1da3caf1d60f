import { blogCategoryKey, type CategoryList } from '../../api/queries/blog.ts';
import { categoryTrail } from '../../content/content-trails.ts';
import { articleListJsonLd } from '../../metadata/article-list-json-ld.ts';
import { breadcrumbJsonLd } from '../../metadata/json-ld.ts';
import {
  paged,
  pagedDescription,
  pageNumber,
  type Refine,
} from '../../metadata/meta-refinement.ts';

export const head: Refine = ({ params, queryClient, site }) => {
  const page = pageNumber(params);
  const list = queryClient.getQueryData<CategoryList | null>(
    blogCategoryKey(params.category ?? '', page),
  );
  if (!list) return {};
  return {
    title: paged(`${list.category.name} – le blog`, page),
    description: pagedDescription(list.category.description, page),
    jsonLd: [
      breadcrumbJsonLd(site, categoryTrail(list.category)),
      articleListJsonLd(site, list.category.name, list, page),
    ],
  };
};
