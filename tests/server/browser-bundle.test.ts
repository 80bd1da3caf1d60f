import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executableScripts, tagsOf } from './support/html.ts';
import { startSite, type TestSite } from './support/start-site.ts';
import { pageAssets } from '../../client/app/page-assets.server.ts';
import { encodedBody } from './support/encoded-body.ts';

// Server-only code in client/ is named *.server.ts (ESLint keeps other modules from importing
// it): none of it may reach the browser's bundle (npm run build comes before these tests).
const client = join(process.cwd(), 'dist', 'client');
const assets = join(client, 'assets');

const readAsset = (file: string) => readFile(join(assets, file), 'utf8');

// Vite's manifest (dist/client/.vite/manifest.json), as far as read here: read once
let manifest: Record<
  string,
  {
    file: string;
    name?: string;
    imports?: string[];
    dynamicImports?: string[];
    isDynamicEntry?: boolean;
    assets?: string[];
  }
>;
beforeAll(async () => {
  manifest = JSON.parse(await readFile(join(client, '.vite', 'manifest.json'), 'utf8'));
});

/** The assets among `files` whose text holds `text`, named as the manifest names them. */
async function assetsHolding(files: string[], text: string): Promise<string[]> {
  const holds = await Promise.all(
    files.map(async (file) => (await readAsset(file)).includes(text)),
  );
  return files.filter((_, index) => holds[index]).map((file) => `assets/${file}`);
}

it('sends the browser no server-only code', async () => {
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(5);
  const code = (await Promise.all(files.map(readAsset))).join('\n');
  // page-assets.server.ts reads Vite's manifest under these keys
  expect(code).not.toContain('client/entry-client.tsx');
  expect(code).not.toContain('/client/dev-preamble.js');
  // React's and React Router's server halves
  expect(code).not.toContain('renderToPipeableStream');
  expect(code).not.toContain('createStaticHandler');
  // the route modules are there, each its own chunk
  expect(code).toContain('Se connecter');
});

// ADR 069: an SVG image (a mask, a background, an <img>) costs the browser a document of its own,
// made on the main thread while it first lays the page out; our drawings are CSS or inline SVG
// (Adyen Web's own stylesheet, ADR 038, loads with the payment step only)
it('draws no SVG image from our stylesheets', async () => {
  const sheets = (await readdir(assets)).filter(
    (file) => file.endsWith('.css') && !file.startsWith('adyen-'),
  );
  expect(sheets.length).toBeGreaterThan(0);
  const withSvg = (await Promise.all(sheets.map(readAsset))).flatMap((css, index) =>
    /image\/svg|\.svg\b/.test(css) ? [sheets[index]] : [],
  );
  expect(withSvg).toEqual([]);
});

// Adyen Web and its stylesheet (ADR 038): in a chunk of their own that the payment step imports
// once hydrated, in no page's first load (with a client key; the build is the same without).
describe('Adyen Web', () => {
  // the library's hosts and its class names: in no other code or style of ours
  const adyenCode = 'checkoutshopper';
  const adyenStyles = '.adyen-checkout';
  const dropinModule = 'client/components/payment/adyen-drop-in.ts';
  let site: TestSite;

  beforeAll(async () => {
    site = await startSite({ ADYEN_CLIENT_KEY: 'test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345' });
  });
  afterAll(() => site.stop());

  it('is in one chunk, the Drop-in module’s, that only a dynamic import loads', async () => {
    const dropin = manifest[dropinModule];
    expect(dropin?.isDynamicEntry).toBe(true);
    const files = await readdir(assets);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(await assetsHolding(scripts, adyenCode)).toEqual([dropin?.file]);
    // its stylesheet is a file of its own, beside it, not in the site's stylesheet
    const styles = files.filter((file) => file.endsWith('.css'));
    expect(await assetsHolding(styles, adyenStyles)).toEqual(dropin?.assets);
    for (const chunk of Object.values(manifest))
      expect(chunk.imports ?? []).not.toContain(dropinModule);
  });

  it('is not in the first load of /, of /carte-cadeau, nor of its payment step', async () => {
    const pages = [
      (await site.request.get('/').expect(200)).text,
      (await site.request.get('/carte-cadeau').expect(200)).text,
      (
        await site.request
          .post('/carte-cadeau')
          .set('Origin', site.config.PUBLIC_SITE_URL)
          .type('form')
          .send({
            amount: '50',
            email: 'lea@example.fr',
            recipientName: 'Camille',
            intent: 'payment',
          })
          .expect(200)
      ).text,
    ];
    expect(pages[2]).toContain('id="adyen-drop-in"');
    for (const html of pages) {
      const loaded = [
        ...executableScripts(html).map((script) => script.attrs.src),
        ...tagsOf(html, 'link')
          .filter((link) =>
            ['modulepreload', 'stylesheet', 'preload'].includes(link.attrs.rel ?? ''),
          )
          .map((link) => link.attrs.href),
      ].filter((url): url is string => url?.startsWith('/assets/') ?? false);
      expect(loaded.length).toBeGreaterThan(2);
      for (const url of loaded) {
        const text = await readAsset(url.slice('/assets/'.length));
        expect(text.includes(adyenCode) || text.includes(adyenStyles), url).toBe(false);
      }
    }
  });
});

// ADR 055: the reading pages and the login never load the chunk of ordering and paying (a rule
// of the delivery step shared with the login's checks once brought it to /connexion: +20 KB)
describe('what the first loads leave out', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.stop());

  /** The file of the chunk Vite's manifest names `name`. */
  const chunkNamed = (name: string) =>
    Object.values(manifest).find((chunk) => chunk.name === name)?.file;

  /** The page, and the modules its first load preloads. */
  const firstLoadOf = async (path: string) => {
    const html = (await site.request.get(path).expect(200)).text;
    const preloads = tagsOf(html, 'link')
      .filter((link) => link.attrs.rel === 'modulepreload')
      .map((link) => String(link.attrs.href));
    expect(preloads.length, path).toBeGreaterThan(2);
    return { html, preloads };
  };
  const preloadedBy = async (path: string) => (await firstLoadOf(path)).preloads;

  /** The first recipe a cookbook page links to. */
  const firstRecipeIn = (cookbook: string) =>
    /href="(\/recettes\/(?!page\/)[a-z0-9-]+)"/.exec(cookbook)?.[1] ?? '';
  /** The cookbook's first recipe. */
  const aRecipe = async () =>
    firstRecipeIn((await site.request.get('/recettes/page/1').expect(200)).text);

  /** The preloaded modules whose code holds `text`. */
  const preloadsHolding = (preloads: string[], text: string) =>
    assetsHolding(
      preloads.map((url) => url.slice('/assets/'.length)),
      text,
    );

  it('is in no first load of the reading pages nor of the account pages', async () => {
    const checkout = chunkNamed('checkout');
    expect(checkout).toMatch(/^assets\/checkout-/);
    const recipe = await aRecipe();
    for (const path of ['/', '/recettes/page/1', recipe, '/faq', '/connexion', '/inscription'])
      expect(await preloadedBy(path), path).not.toContain(`/${checkout}`);
  });

  // ADR 027: the login page needs nothing of the design system's chunk (a class for hidden
  // text, shared by its messages and the prices, brought it there: +3.6 KB gzip)
  it('leaves the catalogue chunk out of the login page', async () => {
    const catalogue = chunkNamed('catalogue');
    expect(catalogue).toMatch(/^assets\/catalogue-/);
    expect(await preloadedBy('/connexion')).not.toContain(`/${catalogue}`);
  });

  // ADR 063: the login checks an address and a password; the other forms' rules (a phone
  // number, a birthday, 1 KB gzip) stay with the pages that have those fields
  it('leaves the other forms’ rules out of the login page', async () => {
    expect(await preloadsHolding(await preloadedBy('/connexion'), 'numéro de téléphone')).toEqual(
      [],
    );
  });

  // ADR 064: the site's links are plain anchors; React Router's NavLink (its `transitioning`
  // class) and Link's prefetching (`<link rel="prefetch">`), 2.7 KB gzip, are in no first load
  it('leaves React Router’s unused link components out of every first load', async () => {
    for (const path of ['/', '/recettes/page/1', '/connexion']) {
      const preloads = await preloadedBy(path);
      expect(await preloadsHolding(preloads, 'transitioning'), path).toEqual([]);
      expect(await preloadsHolding(preloads, 'rel:`prefetch`'), path).toEqual([]);
      // the router itself is there
      expect(await preloadsHolding(preloads, 'hydrationData'), path).not.toEqual([]);
    }
  });

  // ADR 065: react-helmet-async's path for Reacts before 19 (its instances' context, its own
  // writing of the head's tags, 2.6 KB gzip) is in no first load; its React 19 path is
  it('leaves react-helmet-async’s path for older Reacts out of every first load', async () => {
    for (const path of ['/', '/recettes/page/1', '/connexion']) {
      const preloads = await preloadedBy(path);
      expect(await preloadsHolding(preloads, 'helmetInstances'), path).toEqual([]);
      // shallowequal, which only that path imports (its loop over the keys)
      expect(await preloadsHolding(preloads, 'hasOwnProperty.bind('), path).toEqual([]);
      expect(await preloadsHolding(preloads, 'data-rh-managed'), path).not.toEqual([]);
    }
  });

  // ADR 066: parts with no handler of their own load while the page hydrates (ADR 031): the
  // footer's sections on every page, the home page's reviews and questions, a recipe's hero;
  // the server's HTML has them all the same
  it('leaves the parts hydrated later out of the first loads, not out of the HTML', async () => {
    const recipe = await aRecipe();
    const later: [string, string[], string[]][] = [
      [
        '/',
        ['Abonnement sans engagement', 'Ils cuisinent avec nous', 'Y a-t-il un engagement'],
        [],
      ],
      ['/recettes/page/1', ['Abonnement sans engagement'], []],
      [recipe, ['Abonnement sans engagement'], ['Pour cuisiniers aguerris']],
      ['/connexion', ['Abonnement sans engagement'], []],
    ];
    for (const [path, words, code] of later) {
      const { html, preloads } = await firstLoadOf(path);
      for (const text of [...words, ...code])
        expect(await preloadsHolding(preloads, text), `${path}: ${text}`).toEqual([]);
      for (const text of words) expect(html, `${path}: ${text}`).toContain(text);
    }
  });

  // DESIGN §11: each of these first loads, as sent to a browser taking gzip, at most 125 KB.
  // A byte count, not a time: it holds on any machine. react-helmet-async 3.2 (+1.3 KB on
  // every page) is held back for it (docs/performance.md, 2026-12-08)
  it('keeps the first loads of /, the cookbook, a recipe and /connexion within 125 KB gzip', async () => {
    for (const path of ['/', '/recettes/page/1', await aRecipe(), '/connexion']) {
      const { html, preloads } = await firstLoadOf(path);
      const entry = tagsOf(html, 'script')
        .filter((script) => script.attrs.type === 'module' && script.attrs.src)
        .map((script) => String(script.attrs.src));
      expect(entry, path).toHaveLength(1);
      let bytes = 0;
      for (const url of new Set([...entry, ...preloads])) {
        const answer = await site.request.head(url).set('Accept-Encoding', 'gzip').expect(200);
        // as sent: gzipped at build time, or as it is where gzip would not make it smaller
        expect([undefined, 'gzip'], url).toContain(answer.headers['content-encoding']);
        bytes += Number(answer.headers['content-length']);
      }
      expect(bytes / 1024, path).toBeLessThanOrEqual(125);
    }
  });

  // DESIGN §11, JavaScript as sent: compressed at build time whatever its size (compression()
  // leaves a file under 1 KB as it is), unless brotli would not make it smaller
  it('sends every script of a first load compressed, the smallest ones too', async () => {
    const preloads = await preloadedBy('/');
    const small = preloads.filter((url) => url.includes('rolldown-runtime'));
    expect(small).toHaveLength(1);
    for (const url of preloads) {
      const answer = await site.request
        .get(url)
        .set('Accept-Encoding', 'br')
        .buffer(true)
        .parse(encodedBody)
        .expect(200);
      const body = answer.body as Buffer;
      if (answer.headers['content-encoding'] === 'br') continue;
      expect(brotliCompressSync(body).length, url).toBeGreaterThanOrEqual(body.length);
    }
  });

  // ADR 064: every page loads the route table once idle; it names the city pages, their words
  // (5 KB brotli) stay with those pages
  it('loads the city pages’ words with those pages only, not with the route table', async () => {
    const words = 'marché des Capucins';
    // the table's module and what it imports, as the server works out a module's preloads (the
    // entry imports it once idle; its own chunk, or one it shares with a page that draws it)
    const tableChunk = manifest['client/entry-client.tsx']?.dynamicImports?.find(
      (key) => key === 'shared/routes.ts' || manifest[key]?.name === 'routes',
    );
    expect(tableChunk).toBeDefined();
    const table = pageAssets(manifest)(tableChunk ?? '').modulePreloads;
    expect(await preloadsHolding(table, 'Livraison de panier repas bio à Bordeaux')).not.toEqual(
      [],
    );
    expect(await preloadsHolding(table, words)).toEqual([]);
    const city = await firstLoadOf('/livraison-panier-repas-bio-bordeaux');
    expect(city.html).toContain(words);
    expect(await preloadsHolding(city.preloads, words)).not.toEqual([]);
  });

  it('leaves the cities’ words out of the SEO landings’ first load, not their list of cities', async () => {
    const seo = await firstLoadOf('/livraison-panier-repas');
    expect(seo.html).toContain('href="/livraison-panier-repas-bio-bordeaux"');
    expect(await preloadsHolding(seo.preloads, 'marché des Capucins')).toEqual([]);
  });

  // ADR 077: far down the page, loaded at the visitor's first interaction
  it('leaves the landings’ tabs and their library out of their first load, not out of the HTML', async () => {
    const landing = await firstLoadOf('/generique');
    expect(landing.html).toContain('Chaque fiche vous guide pas à pas');
    expect(landing.html).toContain('role="tablist"');
    expect(await preloadsHolding(landing.preloads, 'Chaque fiche vous guide')).toEqual([]);
    expect(await preloadsHolding(landing.preloads, 'RovingFocusGroup')).toEqual([]);
  });

  // ADR 064: the home page draws some of the marketing pages' parts, not their frame (heading)
  // nor their head (the JSON-LD trail)
  it('leaves the marketing pages’ frame and head out of the home page’s first load', async () => {
    const preloads = await preloadedBy('/');
    expect(preloads).toContain(`/${chunkNamed('marketing')}`);
    expect(chunkNamed('page-intro')).toMatch(/^assets\/page-intro-/);
    expect(preloads).not.toContain(`/${chunkNamed('page-intro')}`);
    expect(await preloadsHolding(preloads, 'BreadcrumbList')).toEqual([]);
  });

  // ADR 064: a recipe links to its lists and the cookbook names them; only a list's own page
  // shows its copy (1 KB gzip)
  it('leaves the lists’ page copy out of the cookbook’s and a recipe’s first loads', async () => {
    const recipe = await aRecipe();
    const hook = 'Des plats sans viande ni poisson';
    for (const path of ['/recettes/page/1', recipe])
      expect(await preloadsHolding(await preloadedBy(path), hook), path).toEqual([]);
    const list = await firstLoadOf('/recettes/vegetarien/page/1');
    expect(list.html).toContain(hook);
    expect(await preloadsHolding(list.preloads, hook)).not.toEqual([]);
  });

  // ADR 068: a recipe draws its suggestions once hydrated (ADR 066), the cards' chunk with
  // them; the recipe's answer is read where it is fetched, the week's rule where it is computed
  it('leaves the cards, the reading of the answer and the week’s rule out of a recipe’s first load', async () => {
    const cookbook = await firstLoadOf('/recettes/page/1');
    const recipe = firstRecipeIn(cookbook.html);
    const cards = chunkNamed('recipe-cards');
    expect(cards).toMatch(/^assets\/recipe-cards-/);
    expect(cookbook.preloads).toContain(`/${cards}`);
    const { html, preloads } = await firstLoadOf(recipe);
    expect(html).toContain('Vous aimerez aussi');
    expect(html).toContain('aux fourneaux</span>');
    expect(preloads).not.toContain(`/${cards}`);
    expect(await preloadsHolding(preloads, 'aux fourneaux')).toEqual([]);
    // what only the answer's reading names: its related recipes
    expect(await preloadsHolding(preloads, 'relatedRecipes')).toEqual([]);
    expect(preloads).not.toContain(`/${chunkNamed('menu-week')}`);
    // the page shows the week all the same: its link to the ingredients' origins
    expect(html).toMatch(new RegExp(`href="${recipe}/\\d{1,2}"`));
  });

  // ADR 069: Intl's dates in a chunk of their own, for the pages that show one; the numbers and
  // prices are written without Intl, with the catalogue
  it('leaves the dates out of the first loads of /, the cookbook and a recipe, not out of the blog’s', async () => {
    const dates = chunkNamed('french-dates');
    expect(dates).toMatch(/^assets\/french-dates-/);
    for (const path of ['/', '/recettes/page/1', await aRecipe()]) {
      const { preloads } = await firstLoadOf(path);
      expect(preloads, path).not.toContain(`/${dates}`);
      expect(await preloadsHolding(preloads, 'DateTimeFormat'), path).toEqual([]);
    }
    expect((await firstLoadOf('/blog/page/1')).preloads).toContain(`/${dates}`);
  });

  // ADR 063: the map of every page's folder, ~4 KB gzip, loads once the page is idle; the
  // first page's module is the file the data block names, among the preloads
  it('leaves the map of the pages’ folders out of every first load', async () => {
    const folders = manifest['client/routes/page-folders.ts']?.file;
    expect(folders).toMatch(/^assets\/page-folders-/);
    for (const path of ['/', '/recettes/page/1', '/connexion']) {
      const { html, preloads } = await firstLoadOf(path);
      expect(preloads, path).not.toContain(`/${folders}`);
      expect(await preloadsHolding(preloads, '../pages/login/route.ts'), path).toEqual([]);
      const own = /"routeModule":\{"page":"[a-z0-9-]+","url":"([^"]+)"\}/.exec(html)?.[1];
      expect(preloads, path).toContain(own);
    }
  });
});
