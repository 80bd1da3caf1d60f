import { blogPageKey, type ArticleList } from '../../api/queries/blog.ts';
import { articleListJsonLd } from '../../metadata/article-list-json-ld.ts';
import {
  paged,
  pagedDescription,
  pageNumber,
  type Refine,
} from '../../metadata/meta-refinement.ts';

export const head: Refine = ({ def, params, queryClient, site }) => {
  const page = pageNumber(params);
  const list = queryClient.getQueryData<ArticleList>(blogPageKey(page));
  return {
    title: paged(def.title, page),
    description: pagedDescription(def.description, page),
    jsonLd: list ? [articleListJsonLd(site, def.title, list, page)] : [],
  };
};
