import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client.ts';
import { pictureOf, type Picture } from '../picture.ts';

export interface ReassuranceBlock {
  id: number;
  title: string;
  text: string;
  image: Picture | null;
  corners: string[];
  scopes: { group: string; name: string }[];
}

/** Spec §7 `GET /reassurance-blocks/`: every block with its image and scopes, in the API's order. */
export const reassuranceBlocksQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['reassurance-blocks'],
    queryFn: async (): Promise<ReassuranceBlock[]> => {
      const [{ reassuranceAnswer }, body] = await Promise.all([
        import('./marketing-schemas.ts'),
        api.get('/reassurance-blocks/', {
          populate: ['image', 'reassurance_block_scopes'],
          sort: ['id:asc'],
          pagination: { page: 1, pageSize: 100 },
        }),
      ]);
      return reassuranceAnswer.parse(body).data.map((entry) => ({
        id: entry.id,
        title: entry.title,
        text: entry.text,
        // an illustration beside its title: decorative
        image: pictureOf(entry.image, ''),
        corners: entry.corners,
        scopes: entry.reassurance_block_scopes,
      }));
    },
  });
