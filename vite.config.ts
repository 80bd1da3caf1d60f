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
        rollupOptions: { input: 'client/entry-client.tsx' },
      },
}));
