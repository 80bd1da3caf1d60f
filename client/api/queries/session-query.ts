import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { visitorQuery } from './visitor.ts';

/**
 * A query of the signed-in visitor's own data, which its page's loader fetched: asked again only
 * while the session lasts (spec §4). Whether it lasts is read when React Query is about to ask,
 * not when the page was drawn: a render begun before a logout or a 401 and committed after it
 * would otherwise ask again with the session gone, and be answered 401.
 */
export function useSessionQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
): UseQueryResult<TData> {
  const queryClient = useQueryClient();
  // drawn again when the visitor changes, so that a new session's data is asked for
  useQuery(visitorQuery());
  return useQuery({
    ...options,
    enabled: () => queryClient.getQueryData(visitorQuery().queryKey)?.authenticated === true,
  });
}
