import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';

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
      into.set(name, [...(into.get(name) ?? []), line.slice(column, end)]);
    });
  });
}

/**
 * What each package costs in the initial JavaScript of a page (rollup-plugin-visualizer needs
 * Node 22): the client is built in memory with sourcemaps, the chunks a page loads before any
 * interaction are followed from the entry and the page's module through static imports, each
 * minified byte is attributed to its package through the sourcemap, and each package's bytes
 * are gzipped on their own (so the parts add up to a little more than the whole).
 */
export async function initialCostByPackage(pageSource: string) {
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
    build: { write: false, sourcemap: true, outDir: '/tmp/bundle-cost', emptyOutDir: false },
  });
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || initial.has(chunk)) return;
    initial.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  visit(chunks.find((chunk) => chunk.isEntry));
  visit(chunks.find((chunk) => chunk.facadeModuleId?.endsWith(pageSource)));

  const costs = (nameOf: (source: string) => string) => {
    const pieces = new Map<string, string[]>();
    initial.forEach((chunk) => piecesBy(nameOf, chunk, pieces));
    return [...pieces]
      .map(([name, parts]) => [name, kb(gzipSync(parts.join('')).length)] as const)
      .sort((a, b) => b[1] - a[1]);
  };
  const packages = Object.fromEntries(costs(packageOf));
  const ourFiles = Object.fromEntries(
    costs(ourFileOf)
      .filter(([name]) => name !== '(packages)' && name !== '(glue)')
      .slice(0, 60),
  );
  const code = [...initial].map((chunk) => chunk.code.replace(/\n\/\/# sourceMappingURL=.*$/, ''));
  const total = code.reduce((sum, text) => sum + gzipSync(text).length, 0);
  return {
    totalKbGzip: kb(total),
    chunks: initial.size,
    kbGzipByPackage: packages,
    ourLargestFilesKbGzip: ourFiles,
  };
}
