import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

// The server and the embedded product API compiled to plain JavaScript (dist/node), one file
// per source file so that relative paths hold: production runs no TypeScript loader (ADR 020).
const distDir = process.env.DIST_DIR ?? 'dist';
const migrations = 'product-api/db/migrations';

/** the SQL migrations the API reads next to its database module */
const copyMigrations: Plugin = {
  name: 'copy-migrations',
  generateBundle() {
    for (const name of readdirSync(migrations).filter((file) => file.endsWith('.sql'))) {
      this.emitFile({
        type: 'asset',
        fileName: `${migrations}/${name}`,
        source: readFileSync(`${migrations}/${name}`, 'utf8'),
      });
    }
  },
};

export default defineConfig({
  plugins: [copyMigrations],
  publicDir: false,
  build: {
    ssr: true,
    outDir: `${distDir}/node`,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      input: ['server/index.ts', 'product-api/main.ts'],
      // every package stays in node_modules, as in development
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      output: { preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' },
    },
  },
  ssr: { target: 'node', noExternal: [] },
});
