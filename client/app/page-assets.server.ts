import type { PageAssets } from './document.tsx';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const clientEntry = 'client/entry-client.tsx';
const siteStylesheet = 'style.css';

export type Assets = PageAssets & { bootstrap: string[] };

// development: Vite serves the sources and its client
const devAssets: Assets = {
  bootstrap: ['/@vite/client', '/client/dev-preamble.js'],
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
      assets = manifestAssets(manifest, [source]);
      known.set(source, assets);
    }
    return assets;
  };
}

function manifestAssets(manifest: Manifest, sources: string[]): Assets {
  const modules = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || modules.has(`/${chunk.file}`)) return;
    modules.add(`/${chunk.file}`);
    chunk.css?.forEach((css) => stylesheets.add(`/${css}`));
    chunk.imports?.forEach(visit);
  };
  // the site's one stylesheet (cssCodeSplit off, vite.config.ts), then any a chunk names
  const siteStyles = manifest[siteStylesheet];
  if (siteStyles) stylesheets.add(`/${siteStyles.file}`);
  visit(clientEntry);
  sources.forEach(visit);
  const entryFile = `/${manifest[clientEntry]?.file ?? ''}`;
  return {
    bootstrap: [entryFile],
    stylesheets: [...stylesheets],
    modulePreloads: [...modules].filter((file) => file !== entryFile),
  };
}
