import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// Server-only code in client/ is named *.server.ts (ESLint keeps other modules from importing
// it): none of it may reach the browser's bundle (npm run build comes before these tests).
const assets = join(process.cwd(), 'dist', 'client', 'assets');

it('sends the browser no server-only code', async () => {
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(5);
  const code = (await Promise.all(files.map((file) => readFile(join(assets, file), 'utf8')))).join(
    '\n',
  );
  // page-assets.server.ts reads Vite's manifest under these keys
  expect(code).not.toContain('client/entry-client.tsx');
  expect(code).not.toContain('/client/dev-preamble.js');
  // React's and React Router's server halves
  expect(code).not.toContain('renderToPipeableStream');
  expect(code).not.toContain('createStaticHandler');
  // the route modules are there, each its own chunk
  expect(code).toContain('Se connecter');
});
