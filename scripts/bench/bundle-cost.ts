import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Plugin, type Rollup } from 'vite';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** `react-dom`, `@tanstack/query-core`, or `(our code)` for a source path of a sourcemap. */
function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match?.[1] ?? '(our code)';
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The (generated column, source index) of each segment of a sourcemap's `mappings`, by line. */
function decodeMappings(mappings: string): [number, number][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values: number[] = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = base64.indexOf(char);
          value += (digit & 31) << shift;
          shift += 5;
          if (!(digit & 32)) {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0] ?? 0;
        if (values.length > 1) source += values[1] ?? 0;
        return [column, values.length > 1 ? source : -1] as [number, number];
      });
  });
}

/** Our own source file of a sourcemap's path, or undefined for a package's. */
function ourFileOf(source: string): string {
  return source.includes('node_modules/')
    ? '(packages)'
    : source.replace(/^.*?(?=(client|shared)\/)/, '');
}

/** The minified code of a chunk, cut into pieces by where each byte comes from. */
function piecesBy(
  nameOf: (source: string) => string,
  chunk: Rollup.OutputChunk,
  into: Map<string, string[]>,
): void {
  const map = chunk.map;
  if (!map) return;
  const lines = chunk.code.split('\n');
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach(([column, source], index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      const name = source < 0 ? '(glue)' : nameOf(map.sources[source] ?? '');
      // pushed, not copied: a chunk has ~10^5 segments (a copy each made this quadratic)
      const pieces = into.get(name);
      if (pieces) pieces.push(line.slice(column, end));
      else into.set(name, [line.slice(column, end)]);
    });
  });
}

/** The client's chunks, built in memory with sourcemaps (the site's Vite config and `extra`). */
async function builtChunks(extra: InlineConfig['build'] = {}): Promise<Rollup.OutputChunk[]> {
  const chunks: Rollup.OutputChunk[] = [];
  const collect: Plugin = {
    name: 'collect-chunks',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.push(output);
    },
  };
  await build({
    logLevel: 'silent',
    plugins: [collect],
    build: {
      write: false,
      sourcemap: true,
      outDir: '/tmp/bundle-cost',
      emptyOutDir: false,
      ...extra,
    },
  });
  return chunks;
}

/** The chunks loaded before any interaction: the entry's and the page module's, through static imports. */
function initialChunks(chunks: Rollup.OutputChunk[], pageSource?: string): Rollup.OutputChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || initial.has(chunk)) return;
    initial.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  visit(chunks.find((chunk) => chunk.isEntry));
  if (pageSource) visit(chunks.find((chunk) => chunk.facadeModuleId?.endsWith(pageSource)));
  return [...initial];
}

/** Each chunk gzipped on its own, as the server sends it (less Zopfli's few percent). */
const totalKbGzip = (chunks: Rollup.OutputChunk[]) =>
  kb(
    chunks.reduce(
      (sum, chunk) => sum + gzipSync(chunk.code.replace(/\n\/\/# sourceMappingURL=.*$/, '')).length,
      0,
    ),
  );

/** Each name's minified bytes gzipped on their own (so the parts add up to a little more than the whole). */
function costs(chunks: Rollup.OutputChunk[], nameOf: (source: string) => string) {
  const pieces = new Map<string, string[]>();
  chunks.forEach((chunk) => piecesBy(nameOf, chunk, pieces));
  return [...pieces]
    .map(([name, parts]) => [name, kb(gzipSync(parts.join('')).length)] as const)
    .sort((a, b) => b[1] - a[1]);
}

/**
 * What each package costs in the initial JavaScript of pages (rollup-plugin-visualizer needs
 * Node 22): the client is built once in memory with sourcemaps, the chunks a page loads before
 * any interaction are followed from the entry and the page's module through static imports,
 * each minified byte is attributed to its package through the sourcemap.
 */
export async function initialCostByPackage(pageSources: string[]) {
  const chunks = await builtChunks();
  return Object.fromEntries(
    pageSources.map((pageSource) => {
      const initial = initialChunks(chunks, pageSource);
      return [
        pageSource,
        {
          totalKbGzip: totalKbGzip(initial),
          chunks: initial.length,
          kbGzipByPackage: Object.fromEntries(costs(initial, packageOf)),
          ourLargestFilesKbGzip: Object.fromEntries(
            costs(initial, ourFileOf)
              .filter(([name]) => name !== '(packages)' && name !== '(glue)')
              .slice(0, 20),
          ),
        },
      ] as const;
    }),
  );
}

/**
 * The named stack's floor: the initial JavaScript of `stack-floor/entry.tsx` (React, React
 * Router's data router, TanStack Query, react-helmet-async, a lazy page, a query, a head, a
 * link and a form, no code of the site), built with the site's Vite config (its React Router
 * production alias, its minifier) and measured as `initialCostByPackage` measures a page. A
 * page's budget less this is what it leaves to the site's own code.
 */
export async function stackFloor() {
  const entry = fileURLToPath(new URL('stack-floor/entry.tsx', import.meta.url));
  // one entry and Rolldown's own cut: the site's chunk groups name the site's modules
  const chunks = await builtChunks({
    rollupOptions: { input: entry, output: { codeSplitting: true } },
  });
  const initial = initialChunks(chunks);
  return {
    totalKbGzip: totalKbGzip(initial),
    kbGzipByPackage: Object.fromEntries(costs(initial, packageOf)),
  };
}
