import net from 'node:net';
import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteRenderer } from '../../server/renderer.ts';
import { authCookieName } from './support/cookies.ts';
import { executableScripts, tagsOf } from './support/html.ts';
import { listen, rawRequest, type Listening, type RawResponse } from './support/raw-request.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// DESIGN §11, ADR 022: anonymous pages that answer 200 are kept rendered, by size, for their
// s-maxage, then served stale while one render refreshes them; never for a session, nor an
// answer that redirects, fails, is missing or sets a cookie. Each answer has its own nonce.

const anonymousCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** What a test makes a render do besides rendering. */
type Trick = 'redirect' | 'set-cookie' | 'cut' | 'left-to-the-browser';

/**
 * The built renderer, counting its renders by path, playing the tricks it is asked to, and
 * holding the renders of a path until a test lets them go.
 */
function instrumentedRenderer() {
  const renders = new Map<string, number>();
  const tricks = new Map<string, Trick>();
  const held = new Map<string, Promise<void>>();
  const wrap = (renderer: SiteRenderer): SiteRenderer => ({
    ...renderer,
    render: async (input) => {
      const { pathname } = new URL(input.url);
      renders.set(pathname, (renders.get(pathname) ?? 0) + 1);
      await held.get(pathname);
      const outcome = await renderer.render(input);
      const trick = tricks.get(pathname);
      if (!trick || outcome.type !== 'page') return outcome;
      if (trick === 'redirect') return { type: 'redirect', status: 302, location: '/' };
      return { ...outcome, stream: (response) => tricked(trick, response, outcome.stream) };
    },
  });
  return {
    renders: (path: string) => renders.get(path) ?? 0,
    /** renders of `path` wait until the function returned is called */
    hold(path: string): () => void {
      let release = () => {};
      held.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(path);
        release();
      };
    },
    reset() {
      renders.clear();
      tricks.clear();
      held.clear();
    },
    tricks,
    wrap,
  };
}

function tricked(
  trick: Exclude<Trick, 'redirect'>,
  response: ServerResponse,
  stream: (response: ServerResponse) => Promise<void>,
): Promise<void> {
  if (trick === 'set-cookie') {
    response.setHeader('Set-Cookie', 'essai=1; Path=/');
    return stream(response);
  }
  if (trick === 'cut') {
    // the visitor's connection drops in the middle of the document
    response.write('<!DOCTYPE html><html lang="fr"><head>');
    response.destroy();
    return Promise.resolve();
  }
  // what React writes for a Suspense boundary it leaves to the browser (an error, a time-out),
  // here at the end of the document, wherever the renderer's chunks fall
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.end = ((...args: unknown[]) => {
    response.write('<!--$!--><template data-dgst="render timed out"></template><!--/$-->');
    return end(...args);
  }) as ServerResponse['end'];
  return stream(response);
}

/** The nonce the CSP header allows; every nonce the page carries must be that one. */
function nonceOf(response: RawResponse, html: string): string {
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22,}={0,2}$/);
  const carried = [...executableScripts(html), ...tagsOf(html, 'link')]
    .map((tag) => tag.attrs.nonce)
    .filter((value) => value !== undefined);
  expect(carried.length).toBeGreaterThan(0);
  for (const value of carried) expect(value).toBe(nonce);
  return nonce ?? '';
}

const withoutNonce = (html: string, nonce: string) => html.replaceAll(nonce, 'NONCE');

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? zlib.brotliDecompressSync(response.bytes)
      : encoding === 'gzip'
        ? zlib.gunzipSync(response.bytes)
        : response.bytes;
  return bytes.toString('utf8');
}

describe('the page cache', () => {
  let site: TestSite;
  let server: Listening;
  let now = 0;
  const renderer = instrumentedRenderer();
  let recipePath: string;
  let nextMenuWeek: number;

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(server.port, { target: path, method, headers });

  beforeAll(async () => {
    site = await startSite(
      { PAGE_CACHE_MB: '64' },
      { clock: () => now, wrapRenderer: renderer.wrap },
    );
    server = await listen(site);
    const recipes = (await (
      await fetch(`${site.api.url}/api/recipes/cookbook-recipes?pagination[pageSize]=1`)
    ).json()) as { data: { slug: string }[] };
    recipePath = `/recettes/${recipes.data[0]?.slug ?? ''}`;
    const planning = (await (
      await fetch(`${site.api.url}/api/menus/logged-out-planning`)
    ).json()) as { data: { week: number }[] };
    nextMenuWeek = planning.data[1]?.week ?? 0;
  });
  afterAll(async () => {
    await server.close();
    await site.stop();
  });
  beforeEach(() => {
    // an hour later: whatever earlier tests kept is past its stale window
    now += 3_600_000;
    renderer.reset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders a page once, then answers it from the cache with a fresh nonce its CSP names', async () => {
    const answers = [
      await get('/recettes/page/1'),
      await get('/recettes/page/1'),
      await get('/recettes/page/1'),
    ];
    expect(answers.map((a) => a.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    expect(renderer.renders('/recettes/page/1')).toBe(1);
    const nonces = answers.map((answer) => nonceOf(answer, answer.body));
    expect(new Set(nonces).size).toBe(3);
    const pages = answers.map((answer, index) => withoutNonce(answer.body, nonces[index] ?? ''));
    expect(pages[1]).toBe(pages[0]);
    expect(pages[2]).toBe(pages[0]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe(anonymousCacheControl);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers.vary).toMatch(/Cookie/);
    }
    expect(Number(answers[1]?.headers['content-length'])).toBe(answers[1]?.bytes.length);
  });

  it('answers a hit with the headers of the rendered page, wherever the URL first came from', async () => {
    const rendered = await get('/livraison');
    expect(rendered.headers['x-cache']).toBe('MISS');
    // a URL the cache has not seen yet, then the same again, then the page's own URL
    const hits = [
      await get('/livraison?utm_source=lettre'),
      await get('/livraison?utm_source=lettre'),
      await get('/livraison'),
    ];
    // what differs from one answer to the next; a rendered page is streamed (no length), and
    // names in Vary in another order
    const perAnswer = ['date', 'x-request-id', 'x-cache', 'content-length', 'transfer-encoding'];
    const comparable = (answer: RawResponse) => {
      const nonce = nonceOf(answer, answer.body);
      return Object.entries(answer.headers)
        .filter(([name]) => !perAnswer.includes(name))
        .map(([name, value]) =>
          name === 'vary'
            ? `vary: ${String(value).split(', ').sort().join(', ')}`
            : `${name}: ${String(value).replaceAll(nonce, 'NONCE')}`,
        )
        .sort();
    };
    for (const hit of hits) {
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(comparable(hit)).toEqual(comparable(rendered));
    }
    expect(renderer.renders('/livraison')).toBe(1);
  });

  it('answers no hit to a URL the pipeline answers before the pages: ?logout still logs out', async () => {
    expect((await get('/recettes/page/2')).headers['x-cache']).toBe('MISS');
    expect((await get('/recettes/page/2')).headers['x-cache']).toBe('HIT');
    const subscriber = await loginCookie(site, 'abonne@example.fr');
    for (const cookie of [subscriber, '']) {
      const answer = await get('/recettes/page/2?logout', cookie ? { Cookie: cookie } : {});
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/recettes/page/2');
      expect(answer.headers['x-cache']).toBeUndefined();
    }
  });

  it('answers stale at once after the time to live while one render refreshes the page', async () => {
    const first = await get('/faq');
    expect(first.headers['x-cache']).toBe('MISS');
    expect((await get('/faq')).headers['x-cache']).toBe('HIT');
    now += 61_000;
    // the refresh waits until these answers are in
    const release = renderer.hold('/faq');
    const stale = await Promise.all(Array.from({ length: 5 }, () => get('/faq')));
    for (const answer of stale) {
      expect(answer.headers['x-cache']).toBe('STALE');
      expect(answer.headers['cache-control']).toBe(anonymousCacheControl);
      expect(withoutNonce(answer.body, nonceOf(answer, answer.body))).toBe(
        withoutNonce(first.body, nonceOf(first, first.body)),
      );
    }
    release();
    await vi.waitFor(async () => expect((await get('/faq')).headers['x-cache']).toBe('HIT'));
    // the first render and the one refresh
    expect(renderer.renders('/faq')).toBe(2);
    // past the stale window, a page is rendered again before it is answered
    now += 61_000 + 300_000;
    expect((await get('/faq')).headers['x-cache']).toBe('MISS');
    expect(renderer.renders('/faq')).toBe(3);
  });

  it('renders concurrent misses of one page once: the others wait for that render', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(recipePath)));
    expect(renderer.renders(recipePath)).toBe(1);
    const states = answers.map((answer) => answer.headers['x-cache']).sort();
    expect(states).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
    const pages = answers.map((answer) => withoutNonce(answer.body, nonceOf(answer, answer.body)));
    for (const page of pages) expect(page).toBe(pages[0]);
  });

  it('answers gzip and brotli from bytes compressed when stored: no compression on a hit', async () => {
    const rendered = await get('/');
    expect(rendered.headers['x-cache']).toBe('MISS');
    // waits for the page to be stored (its compressed bytes made)
    expect((await get('/')).headers['x-cache']).toBe('HIT');
    const page = withoutNonce(rendered.body, nonceOf(rendered, rendered.body));
    const compressors = [
      'createGzip',
      'createDeflate',
      'createDeflateRaw',
      'createBrotliCompress',
      'gzip',
      'gzipSync',
      'brotliCompress',
      'brotliCompressSync',
    ] as const;
    const spies = compressors.map((name) => vi.spyOn(zlib, name));
    const asked: [string, string | undefined][] = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
    ];
    for (const [acceptEncoding, encoding] of asked) {
      const answer = await get('/', { 'Accept-Encoding': acceptEncoding });
      expect(answer.headers['x-cache'], acceptEncoding).toBe('HIT');
      expect(answer.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(Number(answer.headers['content-length']), acceptEncoding).toBe(answer.bytes.length);
      const html = decoded(answer);
      expect(withoutNonce(html, nonceOf(answer, html)), acceptEncoding).toBe(page);
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('shares one page among tracking parameters, not among weeks of the menu', async () => {
    expect((await get('/')).headers['x-cache']).toBe('MISS');
    for (const path of [
      '/?utm_source=newsletter&utm_medium=email&utm_campaign=automne',
      '/?gclid=abc123',
      '/?fbclid=xyz&msclkid=42',
      '/?utm_content=bandeau&utm_term=box',
    ])
      expect((await get(path)).headers['x-cache'], path).toBe('HIT');
    expect(renderer.renders('/')).toBe(1);

    const thisWeek = await get('/menu');
    const nextWeek = await get(`/menu?week=${nextMenuWeek}`);
    expect([thisWeek, nextWeek].map((a) => a.headers['x-cache'])).toEqual(['MISS', 'MISS']);
    expect(withoutNonce(nextWeek.body, nonceOf(nextWeek, nextWeek.body))).not.toBe(
      withoutNonce(thisWeek.body, nonceOf(thisWeek, thisWeek.body)),
    );
    const again = await get(`/menu?utm_source=x&week=${nextMenuWeek}`);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(withoutNonce(again.body, nonceOf(again, again.body))).toBe(
      withoutNonce(nextWeek.body, nonceOf(nextWeek, nextWeek.body)),
    );
    expect(renderer.renders('/menu')).toBe(2);
  });

  it('never keeps a redirect, which leads from the address asked, tracking included (ADR 085)', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const answer = await get('/moins20min/n-importe-quoi?utm_source=lettre&gclid=7');
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/moins20min?utm_source=lettre&gclid=7');
      expect(answer.headers['x-cache']).toBe('MISS');
    }
  });

  it('keeps a recipe drawn for other guests apart; the default’s is the page’s', async () => {
    const list = await get('/recettes/page/1');
    const recipe = /href="(\/recettes\/[a-z0-9-]+)"/.exec(list.body)?.[1] ?? '';
    expect((await get(recipe)).headers['x-cache']).toBe('MISS');
    for (const path of [`${recipe}?personnes=4`, `${recipe}?personnes=3`, `${recipe}?personnes=`])
      expect((await get(path)).headers['x-cache'], path).toBe('HIT');
    const two = await get(`${recipe}?personnes=2`);
    expect(two.headers['x-cache']).toBe('MISS');
    expect(two.body).toContain('Ingrédients pour 2\u00a0personnes');
    expect((await get(`${recipe}?utm_source=x&personnes=2`)).headers['x-cache']).toBe('HIT');
    expect(renderer.renders(recipe)).toBe(2);
    // the extras ticked without JavaScript: one visitor's choice, drawn for them alone
    const extra = await get(`${recipe}?personnes=2&supplement=1`);
    expect(extra.headers['x-cache']).toBe('BYPASS');
    expect(renderer.renders(recipe)).toBe(3);
  });

  it('answers no page for a path the URL parser would resolve otherwise than the router', async () => {
    expect((await get('/')).headers['x-cache']).toBe('MISS');
    expect((await get('/recettes/page/1')).headers['x-cache']).toBe('MISS');
    for (const path of ['/%2E%2E', '/recettes/page/1/%2e%2e/1']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['x-cache'], path).toBe('BYPASS');
    }
    // rendered as typed, never kept
    expect((await get('/recettes\\page\\1')).headers['x-cache']).toBe('BYPASS');
  });

  it('keeps the page of its key, never what a parameter it does not read wrote into a miss', async () => {
    // a form's action is the address as typed: a first visitor's parameters would be
    // everyone's for a minute
    const first = await get('/mot-de-passe-oublie/?utm_campaign=%22%3E%3Cb%3Epiege&week=05');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.body).not.toContain('piege');
    const next = await get('/mot-de-passe-oublie');
    expect(next.headers['x-cache']).toBe('HIT');
    expect(next.body).not.toContain('piege');
    expect(next.body).toMatch(/<form[^>]* action="\/mot-de-passe-oublie"/);
    expect(renderer.renders('/mot-de-passe-oublie')).toBe(1);
  });

  it('never answers nor fills the cache for a session; anonymous visitors never get a subscriber’s page', async () => {
    const subscriber = await loginCookie(site, 'abonne@example.fr');
    const asSubscriber = () => get('/recettes/page/1', { Cookie: subscriber });
    for (const answer of [await asSubscriber(), await asSubscriber()]) {
      expect(answer.headers['x-cache']).toBe('BYPASS');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.body).toContain('"authenticated":true');
    }
    // the subscriber's renders filled nothing
    const anonymous = await get('/recettes/page/1');
    expect(anonymous.headers['x-cache']).toBe('MISS');
    expect(anonymous.body).toContain('"authenticated":false');
    expect(anonymous.body).not.toContain('"authenticated":true');
    expect((await get('/recettes/page/1')).headers['x-cache']).toBe('HIT');
    // and the anonymous page kept is not theirs
    const later = await asSubscriber();
    expect(later.headers['x-cache']).toBe('BYPASS');
    expect(later.body).toContain('"authenticated":true');
    // a session cookie that holds no token is no session: the anonymous page, kept (before,
    // any value of it made the site render every time)
    for (const cookie of [`${authCookieName}=nimportequoi`, `${authCookieName}=`]) {
      const answer = await get('/recettes/page/1', { Cookie: cookie });
      expect(answer.headers['x-cache'], cookie).toBe('HIT');
      expect(answer.body, cookie).toContain('"authenticated":false');
    }
    expect(renderer.renders('/recettes/page/1')).toBe(4);
  });

  it('keeps no 404, no redirect and no answer that sets a cookie', async () => {
    for (const path of ['/une-page-qui-n-existe-pas', '/une-page-qui-n-existe-pas']) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.headers['x-cache']).toBe('MISS');
    }
    expect(renderer.renders('/une-page-qui-n-existe-pas')).toBe(2);
    // the catch-all only ever answers 404: not even looked up
    expect((await get('/pas/de/page/ici')).headers['x-cache']).toBe('BYPASS');

    renderer.tricks.set('/nos-ingredients', 'redirect');
    const redirected = await get('/nos-ingredients');
    expect([redirected.status, redirected.headers['x-cache']]).toEqual([302, 'MISS']);
    renderer.tricks.delete('/nos-ingredients');
    const after = await get('/nos-ingredients');
    expect([after.status, after.headers['x-cache']]).toEqual([200, 'MISS']);
    expect((await get('/nos-ingredients')).headers['x-cache']).toBe('HIT');

    renderer.tricks.set('/livraison', 'set-cookie');
    const withCookie = await get('/livraison');
    expect([withCookie.status, withCookie.headers['x-cache']]).toEqual([200, 'MISS']);
    expect(withCookie.headers['set-cookie']).toEqual(['essai=1; Path=/']);
    renderer.tricks.delete('/livraison');
    const plain = await get('/livraison');
    expect([plain.headers['x-cache'], plain.headers['set-cookie']]).toEqual(['MISS', undefined]);
    expect((await get('/livraison')).headers['x-cache']).toBe('HIT');
  });

  it('keeps only whole documents, and gives crawlers the kept one', async () => {
    renderer.tricks.set('/nos-engagements', 'cut');
    await expect(get('/nos-engagements')).rejects.toThrow();
    renderer.tricks.delete('/nos-engagements');
    expect((await get('/nos-engagements')).headers['x-cache']).toBe('MISS');
    expect(renderer.renders('/nos-engagements')).toBe(2);

    renderer.tricks.set('/bio', 'left-to-the-browser');
    expect((await get('/bio')).headers['x-cache']).toBe('MISS');
    expect((await get('/bio')).headers['x-cache']).toBe('MISS');
    expect(renderer.renders('/bio')).toBe(2);

    const crawled = await get('/blog/page/1', { 'User-Agent': googlebot });
    expect(crawled.headers['x-cache']).toBe('MISS');
    expect((await get('/blog/page/1')).headers['x-cache']).toBe('HIT');
    const again = await get('/blog/page/1', { 'User-Agent': googlebot });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body.trimEnd()).toMatch(/<\/html>$/);
    expect(withoutNonce(again.body, nonceOf(again, again.body))).toBe(
      withoutNonce(crawled.body, nonceOf(crawled, crawled.body)),
    );
    expect(renderer.renders('/blog/page/1')).toBe(1);
  });

  it('answers HEAD from the cache with the length of the page, and keeps a page HEAD rendered', async () => {
    const page = await get('/avis-clients');
    expect(page.headers['x-cache']).toBe('MISS');
    await get('/avis-clients');
    const head = await get('/avis-clients', {}, 'HEAD');
    expect([head.status, head.headers['x-cache'], head.bytes.length]).toEqual([200, 'HIT', 0]);
    expect(Number(head.headers['content-length'])).toBe(page.bytes.length);

    expect((await get('/box-repas', {}, 'HEAD')).headers['x-cache']).toBe('MISS');
    expect((await get('/box-repas')).headers['x-cache']).toBe('HIT');
    expect(renderer.renders('/box-repas')).toBe(1);
  });
});

describe('the page cache within PAGE_CACHE_MB', () => {
  let site: TestSite;
  let server: Listening;
  const get = (path: string) => rawRequest(server.port, { target: path });

  beforeAll(async () => {
    // room for one large page (its three encodings), not for two
    site = await startSite({ PAGE_CACHE_MB: '0.1' });
    server = await listen(site);
  });
  afterAll(async () => {
    await server.close();
    await site.stop();
  });

  it('drops the least recently used page for a new one; random paths drop nothing', async () => {
    expect((await get('/')).headers['x-cache']).toBe('MISS');
    expect((await get('/')).headers['x-cache']).toBe('HIT');
    for (let i = 0; i < 30; i += 1) expect((await get(`/page-au-hasard-${i}`)).status).toBe(404);
    expect((await get('/')).headers['x-cache']).toBe('HIT');
    expect((await get('/recettes/page/1')).headers['x-cache']).toBe('MISS');
    expect((await get('/recettes/page/1')).headers['x-cache']).toBe('HIT');
    expect((await get('/')).headers['x-cache']).toBe('MISS');
  });
});

describe('PAGE_CACHE_MB=0', () => {
  it('renders every page every time, and says nothing of a cache', async () => {
    const counted = instrumentedRenderer();
    const off = await startSite({ PAGE_CACHE_MB: '0' }, { wrapRenderer: counted.wrap });
    const on = await startSite({ PAGE_CACHE_MB: '64' }, { wrapRenderer: counted.wrap });
    try {
      for (let i = 0; i < 3; i += 1) {
        const answer = await off.request.get('/comment-ca-marche').expect(200);
        expect(answer.headers['x-cache']).toBeUndefined();
      }
      expect(counted.renders('/comment-ca-marche')).toBe(3);
      for (let i = 0; i < 3; i += 1) await on.request.get('/comment-ca-marche').expect(200);
      expect(counted.renders('/comment-ca-marche')).toBe(4);
    } finally {
      await off.stop();
      await on.stop();
    }
  });
});

describe('the page cache when the product API is down', () => {
  it('keeps no 5xx answer', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = await startSite({
      PAGE_CACHE_MB: '64',
      PRODUCT_API_URL: `http://127.0.0.1:${port}`,
    });
    try {
      for (let i = 0; i < 2; i += 1) {
        const answer = await down.request.get('/recettes/page/1');
        expect(answer.status).toBe(503);
        expect(answer.headers['x-cache']).toBe('MISS');
      }
    } finally {
      await down.stop();
    }
  });
});
