import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// `npm start` on a fresh clone: build the client, the page renderer and the compiled server
// once, when one of them is missing (`npm run build` rebuilds them on purpose).
const distDir = process.env.DIST_DIR ?? 'dist';
const outputs = ['client/.vite/manifest.json', 'server/entry.server.js', 'node/server/index.js'];
if (!outputs.every((file) => existsSync(join(distDir, file)))) {
  console.log('no build found: building the site (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
