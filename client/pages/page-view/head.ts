import { contentPageKey, contentPageSlugOf, type ContentPage } from '../../api/queries/pages.ts';
import type { Refine } from '../../metadata/meta-refinement.ts';

export const head: Refine = ({ def, params, queryClient }) => {
  const slug = contentPageSlugOf(def, params);
  const content = queryClient.getQueryData<ContentPage | null>(contentPageKey(slug));
  return content ? { title: content.title, description: content.description } : {};
};
