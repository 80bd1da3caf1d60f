import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type * as EntryServer from '../client/entry.server.tsx';

export type EntryModule = typeof EntryServer;
export type Render = ReturnType<EntryModule['createRenderer']>;
/** what a page's route action may do to the session of the answer */
export type SessionActions = NonNullable<EntryServer.RenderInput['session']>;

export interface SiteRenderer {
  render: Render;
  /** the base path the renderer and its client bundle were built for (ADR 051) */
  basePath: string;
  createServerClients: EntryModule['createServerClients'];
}

/** Production: the server entry and the manifest Vite built into dist/. */
export async function loadBuiltRenderer(
  distDir: string,
  settings: Parameters<EntryModule['createRenderer']>[0],
): Promise<SiteRenderer> {
  const entry = (await import(
    pathToFileURL(join(distDir, 'server', 'entry.server.js')).href
  )) as EntryModule;
  const manifest = JSON.parse(
    await readFile(join(distDir, 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as EntryServer.Manifest;
  return {
    render: entry.createRenderer({ ...settings, manifest }),
    basePath: entry.basePath,
    createServerClients: entry.createServerClients,
  };
}

/** Development: the sources through Vite, reloaded when they change (HMR). */
export function devRenderer(
  vite: ViteDevServer,
  settings: Parameters<EntryModule['createRenderer']>[0],
): () => Promise<SiteRenderer> {
  let cached: { module: EntryModule; renderer: SiteRenderer } | undefined;
  return async () => {
    const module = (await vite.ssrLoadModule('/client/entry.server.tsx')) as EntryModule;
    if (cached?.module !== module) {
      cached = {
        module,
        renderer: {
          render: module.createRenderer(settings),
          basePath: module.basePath,
          createServerClients: module.createServerClients,
        },
      };
    }
    return cached.renderer;
  };
}
