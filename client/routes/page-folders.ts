import type { PageKey } from '../../shared/routes.ts';
import { once } from './load-once.ts';
import type { HeadModule, RouteModule } from './route-module.ts';

// One page, one folder (README, « Adding a page »): the route table names the folder, Vite
// finds its modules. Each route module is its own lazy chunk (spec §2: pages load lazily).
const routeSources = import.meta.glob<RouteModule>('../pages/*/route.ts');
const headSources = import.meta.glob<HeadModule>('../pages/*/head.ts');

function loaders<T>(sources: Record<string, () => Promise<T>>, file: string, required: boolean) {
  const byPage = new Map<string, () => Promise<T>>();
  const loaded = new Map<string, T>();
  for (const [path, load] of Object.entries(sources)) {
    const page = path.slice('../pages/'.length, -`/${file}`.length);
    byPage.set(
      page,
      once(async () => {
        const module = await load();
        loaded.set(page, module);
        return module;
      }),
    );
  }
  return {
    load(page: PageKey): Promise<T | undefined> {
      const load = byPage.get(page);
      if (!load && required) throw new Error(`client/pages/${page}/${file} is missing`);
      return load ? load() : Promise.resolve(undefined);
    },
    /** the module once loaded, for what renders synchronously */
    loaded: (page: PageKey): T | undefined => loaded.get(page),
  };
}

export const routeModules = loaders(routeSources, 'route.ts', true);
export const headModules = loaders(headSources, 'head.ts', false);

/** The route module's name in Vite's manifest, so that the server preloads a page's chunks. */
export const routeModuleSource = (page: PageKey) => `client/pages/${page}/route.ts`;
