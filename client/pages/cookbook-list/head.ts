import { cookbookListPageByPath } from '../../../shared/cookbook-list-pages.ts';
import { cookbookKey, cookbookPageSize, type CookbookPage } from '../../api/queries/recipes.ts';
import { cookbookJsonLd } from '../../metadata/cookbook-json-ld.ts';
import {
  paged,
  pagedDescription,
  pageNumber,
  type Refine,
} from '../../metadata/meta-refinement.ts';

export const head: Refine = ({ def, params, queryClient, site }) => {
  const page = pageNumber(params);
  const list = cookbookListPageByPath(String(def.props?.list));
  if (!list) return {};
  const filter = { page, pageSize: cookbookPageSize, tag: list.tag, maxTime: list.maxTime };
  return {
    title: paged(def.title, page),
    description: pagedDescription(def.description, page),
    jsonLd: cookbookJsonLd(site, {
      ...filter,
      list,
      data: queryClient.getQueryData<CookbookPage>(cookbookKey(filter)),
    }),
  };
};
