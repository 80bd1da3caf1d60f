import { fileURLToPath } from 'node:url';
import type { InputType } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { helmetForReact19Plugin } from './scripts/build/helmet-for-react-19.ts';
import { reactRouterComponentsShaken } from './scripts/build/react-router-components-shaken.ts';
import { readBasePath } from './shared/base-path.ts';

// The client bundle (dist/client, with a manifest the server reads) and the server entry
// (dist/server/entry.server.js, `vite build --ssr`). Server code itself runs unbundled.
const distDir = process.env.DIST_DIR ?? 'dist';
// spec §1's base path is built in (ADR 051): the stylesheet's fonts, the chunks' preloads and
// the pages' asset URLs name it; the server checks at start-up that it serves the same one
const basePath = readBasePath(process.env.BASE_PATH);
if (!basePath.ok) throw new Error(`Invalid configuration: BASE_PATH ${basePath.reason}`);

// React Router publishes a production build beside its development one but names only the
// latter in its exports; the built client gets the production one, without the developer
// warnings (ADR 027). Development and the server keep the package's own export (STYLE 17).
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

/** gzip at Zopfli's default effort (15 iterations): slower than zlib's level 9, once a build */
const zopfliGzip = async (input: InputType) =>
  Buffer.from(await gzipAsync(Buffer.from(input as Uint8Array), { numiterations: 15 }));

// the modules of ordering and paying, which no reading page needs; not the rules and fields
// the offer's pages use too (the configurator's stored choice and box fields, `order-total`,
// the gift card's amounts and code, the delivery slot), so that an offer page never loads the
// payment step with them (ADR 055)
const checkoutModule =
  /\/client\/(funnel\/(?!stored-box-choice\.|box-form-fields\.)|components\/payment\/|components\/subscriber\/)|\/shared\/(funnel-basket|payment-refusals|card-entry|first-order|preference-filter|basket-selection|delivery-status)/;

// the marketing pages' parts and the box rules they show (ADR 055)
const marketingModule =
  /\/client\/components\/(marketing\/|accordion\.|block-corners\.|showcase\/)|\/shared\/(box-choice|offer-bounds|box-settings|welcome-offer-price|faq|markdown-text|page-scope)\./;
// of those, what the home page draws too (the promises, the steps, the offer and its grid, the
// questions): a chunk apart from the offer's rules and parts, which the home page never uses
const homeMarketingModule =
  /\/client\/components\/(marketing\/(promises|how-it-works|offer-teaser|offer-actions|claims)|accordion)\.|\/shared\/welcome-offer-price\./;
// their frame and head (the heading, the JSON-LD trail): in neither shared chunk, for the home
// page draws some marketing parts and never these (ADR 064)
const marketingFrame = /\/marketing\/marketing-(layout|head)\./;

// a recipe's card and its parts: for the lists that draw cards at once, not for a recipe page,
// which draws its suggestions later (ADR 066)
const recipeCardModule =
  /\/client\/components\/(recipe-(card|grid)|star-rating|tier-badge|responsive-image)\.|\/shared\/(recipe-tag-labels|quick-range)\./;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    // React Router's components the site never renders left out of the client (ADR 064), and
    // react-helmet-async's path for Reacts before 19 (ADR 065)
    ...(isSsrBuild ? [] : [reactRouterComponentsShaken, helmetForReact19Plugin]),
    // the client's assets are compressed once, at the highest levels, and served as they are
    // (server/app.ts): no per-request gzip of scripts and styles (DESIGN §12); gzip by Zopfli,
    // whose files any gzip reader takes and which are a few percent smaller (ADR 027)
    ...(isSsrBuild
      ? []
      : [
          compression({
            include: /\.(js|css|svg|json|txt|xml)$/,
            // every size: compression() leaves files under 1 KB as they are, and a page loads
            // a dozen of those; a file its encodings would not shrink keeps none
            threshold: 0,
            algorithms: [[zopfliGzip, {}] as const, defineAlgorithm('brotliCompress', {})],
          }),
        ]),
  ],
  publicDir: 'public',
  base: `${basePath.basePath}/`,
  resolve: command === 'build' && !isSsrBuild ? { alias: reactRouterProduction } : {},
  build: isSsrBuild
    ? { outDir: `${distDir}/server`, emptyOutDir: true }
    : {
        outDir: `${distDir}/client`,
        manifest: true,
        // one stylesheet for the whole site (14 KB gzip, cached from the first page on) rather
        // than ten render-blocking requests per page (Lighthouse, DESIGN §11)
        cssCodeSplit: false,
        emptyOutDir: true,
        rollupOptions: {
          input: 'client/entry-client.tsx',
          // everything the entry imports statically is in every page's initial load anyway:
          // one chunk for it and the entry rather than ~30 small ones saves ~8 KB gzip and
          // requests (DESIGN §11's budget); pages and what only they use stay in lazy chunks.
          // The entry has no top-level await, with which the bundler would keep it apart and
          // merge no chunk at all (ADR 065)
          output: {
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'] },
                // what the pages that take an order or a payment share (the funnel's steps, the
                // gift card, the subscriber area): their own chunk, kept out of the catalogue
                // that every page loads
                {
                  name: 'checkout',
                  minShareCount: 2,
                  includeDependenciesRecursively: false,
                  test: (id: string) => checkoutModule.test(id),
                },
                // the design system and the shared rules that eight chunks or more use (four
                // took in what most of the 46 pages never draw: docs/performance.md): one
                // chunk rather than ten requests of a few hundred bytes each, which held back
                // the hydration script on a slow link (DESIGN §11, ADR 026). API modules stay
                // out: they would pull the zod schemas into every page. The pages' heading
                // (PageIntro and its styles) stays out too: the login page needs nothing else
                // of this chunk, which would be a third of its own JavaScript (ADR 027); nor do
                // the forms' parts and the e-mail rule, which only the pages with a form load
                // (the login page would load this chunk for them). The marketing pages'
                // parts have a chunk of their own, which the cookbook and a recipe never load
                {
                  name: 'marketing',
                  minShareCount: 8,
                  includeDependenciesRecursively: false,
                  test: (id: string) => homeMarketingModule.test(id),
                },
                {
                  name: 'offer',
                  minShareCount: 8,
                  includeDependenciesRecursively: false,
                  test: (id: string) =>
                    marketingModule.test(id) &&
                    !marketingFrame.test(id) &&
                    !homeMarketingModule.test(id),
                },
                {
                  name: 'recipe-cards',
                  minShareCount: 2,
                  includeDependenciesRecursively: false,
                  test: (id: string) => recipeCardModule.test(id),
                },
                {
                  name: 'catalogue',
                  minShareCount: 8,
                  includeDependenciesRecursively: false,
                  test: (id: string) =>
                    /\/client\/components\/|\/shared\//.test(id) &&
                    !id.includes('/client/components/page-intro.') &&
                    !id.includes('/client/components/form/') &&
                    // the forms' button, the login page's among them (the footer's newsletter,
                    // which loads at the first interaction, no longer keeps it in the entry)
                    !id.includes('/client/components/button.') &&
                    // the forms' messages use it too: it would bring this chunk to the login page
                    !id.includes('/client/components/visually-hidden.') &&
                    !marketingFrame.test(id) &&
                    !recipeCardModule.test(id) &&
                    !id.includes('/shared/email.') &&
                    // the city pages' words (5.7 KB gzip) and the cookbook's lists: for the pages
                    // that show them
                    !id.includes('/shared/city-pages.') &&
                    !id.includes('/shared/cookbook-lists.') &&
                    // the dates (Intl's): for the pages that show one, not the cookbook's, a
                    // recipe's, nor the home page's until its reviews load (ADR 069)
                    !id.includes('/shared/french-dates.') &&
                    !checkoutModule.test(id),
                },
              ],
            },
          },
        },
      },
}));
