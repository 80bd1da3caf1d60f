import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import serverBuild from '../../vite.node.config.ts';

// The bench's site server and its in-process render run as `npm start` runs the site: compiled
// to plain JavaScript by the server's own build (vite.node.config.ts, ADR 020), with no
// TypeScript loader. Under tsx every `import()` on a render's path (route modules, the answers'
// schemas) asks its loader hooks' thread: +0.2–0.5 ms a render, which no visitor pays
// (docs/performance.md).

const outDir = resolve(process.env.DIST_DIR ?? 'dist', 'bench');
const scripts = ['site-server', 'render-split'] as const;
let built: Promise<unknown> | undefined;

/** The compiled file of one of the bench's scripts (built once a run, into dist/bench). */
export async function compiledBenchScript(script: (typeof scripts)[number]): Promise<string> {
  // the server's build with these two inputs only (a config file merged with inline options
  // would add them to its own: the server and the API's entries built again)
  built ??= build({
    ...serverBuild,
    configFile: false,
    logLevel: 'warn',
    build: {
      ...serverBuild.build,
      outDir,
      rollupOptions: {
        ...serverBuild.build?.rollupOptions,
        input: scripts.map((name) => `scripts/bench/${name}.ts`),
      },
    },
  });
  await built;
  return resolve(outDir, 'scripts/bench', `${script}.js`);
}

/** render-split.ts's figures for `paths`, from its compiled script run by Node with no loader. */
export async function benchRenderSplitCompiled(paths: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [await compiledBenchScript('render-split'), ...paths],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Record<string, unknown>;
}
