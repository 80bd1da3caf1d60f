import type { PageKey, RouteDef } from '../../../shared/routes.ts';
import type { LoaderDeps } from '../loader-deps.ts';

export interface PageLoadArgs {
  def: RouteDef;
  params: Record<string, string | undefined>;
  url: URL;
  deps: LoaderDeps;
}

/** Pre-fetches what a page shows into the query cache; throws a 404 when its content does not exist. */
export type PageLoader = (args: PageLoadArgs) => Promise<void>;
export type PageLoaders = Partial<Record<PageKey, PageLoader>>;
