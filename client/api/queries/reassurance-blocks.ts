import { queryOptions } from '@tanstack/react-query';
import { frenchTypography } from '../../../shared/french-typography.ts';
import { pageScopeGroup } from '../../../shared/page-scope.ts';
import type { ApiClient } from '../api-client.ts';
import { pictureOf, type Picture } from '../picture.ts';

export interface ReassuranceBlock {
  id: number;
  title: string;
  text: string;
  image: Picture | null;
  /** the box ranges the promise holds for (spec §3 `corners`: named categories) */
  corners: string[];
}

/**
 * Spec §7 `GET /reassurance-blocks/`: the blocks whose scope `{ group: 'page', name }` names the
 * page's route (ADR 050), in the API's order.
 */
export const reassuranceBlocksQuery = (api: ApiClient, pageName: string) =>
  queryOptions({
    queryKey: ['reassurance-blocks', pageName] as const,
    queryFn: async (): Promise<ReassuranceBlock[]> => {
      const [{ reassuranceAnswer }, body] = await Promise.all([
        import('./marketing-schemas.ts'),
        api.get('/reassurance-blocks/', {
          filters: {
            reassurance_block_scopes: {
              group: { $eq: pageScopeGroup },
              name: { $eq: pageName },
            },
          },
          populate: ['image'],
          sort: ['id:asc'],
        }),
      ]);
      return reassuranceAnswer.parse(body).data.map((entry) => ({
        id: entry.id,
        // the CMS's copy is typed with ordinary spaces (DECISIONS, « Copy »)
        title: frenchTypography(entry.title),
        text: frenchTypography(entry.text),
        // an illustration beside its title: decorative
        image: pictureOf(entry.image, ''),
        corners: entry.corners,
      }));
    },
  });
