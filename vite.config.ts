import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client bundle (dist/client, with a manifest the server reads) and the server entry
// (dist/server/entry-server.js, `vite build --ssr`). Server code itself runs unbundled.
const distDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: 'public',
  build: isSsrBuild
    ? { outDir: `${distDir}/server`, emptyOutDir: true }
    : {
        outDir: `${distDir}/client`,
        manifest: true,
        emptyOutDir: true,
        rollupOptions: {
          input: 'client/entry-client.tsx',
          // everything the entry imports statically is in every page's initial load anyway:
          // one chunk for it rather than ~30 small ones saves ~8 KB gzip and requests
          // (issue 4's budget); pages and what only they use stay in lazy chunks. The entry
          // module stays out: its top-level await imports pages, which import this chunk
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'initial',
                  tags: ['$initial'],
                  test: (id: string) => !id.endsWith('/client/entry-client.tsx'),
                },
              ],
            },
          },
        },
      },
}));
