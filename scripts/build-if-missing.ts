import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBasePath } from '../shared/base-path.ts';

// `npm start` on a fresh clone: build the client, the page renderer and the compiled server
// once, when one of them is missing or was built for another base path (ADR 051); `npm run
// build` rebuilds them on purpose.
const distDir = process.env.DIST_DIR ?? 'dist';
const outputs = ['client/.vite/manifest.json', 'server/entry.server.js', 'node/server/index.js'];
const wanted = readBasePath(process.env.BASE_PATH);

async function builtBasePath(): Promise<string | undefined> {
  if (!outputs.every((file) => existsSync(join(distDir, file)))) return undefined;
  const entry = (await import(
    pathToFileURL(resolve(distDir, 'server', 'entry.server.js')).href
  )) as { basePath?: string };
  return entry.basePath;
}

// a bad BASE_PATH is the server's to refuse, in its own words
const built = await builtBasePath();
if (built === undefined || (wanted.ok && built !== wanted.basePath)) {
  console.log(
    built === undefined
      ? 'no build found: building the site (npm run build)'
      : `built for BASE_PATH=${JSON.stringify(built)}: building the site again (npm run build)`,
  );
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
