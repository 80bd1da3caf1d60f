import { basePath } from './base-path.ts';
import type { PageAssets } from './document.tsx';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const clientEntry = 'client/entry-client.tsx';
const siteStylesheet = 'style.css';

export type Assets = PageAssets & {
  bootstrap: string[];
  /** the built file of the page's own module */
  routeModule?: string;
};

// development: Vite serves the sources and its client
const devAssets: Assets = {
  bootstrap: [`${basePath}/@vite/client`, `${basePath}/client/dev-preamble.js`],
  stylesheets: [],
  modulePreloads: [],
};

/**
 * What a page loads (DESIGN §3): the entry, the chunks of its route module from Vite's manifest
 * (modulepreload) and the stylesheet; worked out once a page.
 */
export function pageAssets(manifest: Manifest | undefined): (source: string) => Assets {
  const known = new Map<string, Assets>();
  return (source) => {
    if (!manifest) return devAssets;
    let assets = known.get(source);
    if (!assets) {
      assets = manifestAssets(manifest, source);
      known.set(source, assets);
    }
    return assets;
  };
}

function manifestAssets(manifest: Manifest, source: string): Assets {
  const modules = new Set<string>();
  const stylesheets = new Set<string>();
  // the built files under the base path the bundle was built for (ADR 051)
  const url = (file: string) => `${basePath}/${file}`;
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || modules.has(url(chunk.file))) return;
    modules.add(url(chunk.file));
    chunk.css?.forEach((css) => stylesheets.add(url(css)));
    chunk.imports?.forEach(visit);
  };
  // the site's one stylesheet (cssCodeSplit off, vite.config.ts), then any a chunk names
  const siteStyles = manifest[siteStylesheet];
  if (siteStyles) stylesheets.add(url(siteStyles.file));
  visit(clientEntry);
  visit(source);
  const entryFile = url(manifest[clientEntry]?.file ?? '');
  const ownFile = manifest[source]?.file;
  return {
    bootstrap: [entryFile],
    routeModule: ownFile === undefined ? undefined : url(ownFile),
    stylesheets: [...stylesheets],
    modulePreloads: [...modules].filter((file) => file !== entryFile),
  };
}
