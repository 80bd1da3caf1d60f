import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../shared/routes.ts';
import { readCatalogue } from './support/catalogue.ts';
import { loginCookie, startSite, type TestSite } from './support/start-site.ts';

// DESIGN §1, the page works before its scripts: the page, the header and the footer are each
// a Suspense boundary, hydrated one after the other in slices (ADR 059). The server must have
// all of them in place in the first render: a boundary left for later would come as a hidden
// copy that only a script puts in place, and without JavaScript the page would be empty.

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
}, 60_000);
afterAll(() => site.stop());

const table = routeTable({ brandName: 'Potimarron' });
const plainPaths = (auth: boolean) =>
  table
    .filter((def) => !/[:*]/.test(def.path) && (def.requiresAuth === true) === auth)
    .map((def) => def.path);

/** Whether an answer's page is whole in its HTML, with the reason when it is not. */
function inPlace(html: string): string {
  if (html.includes('<template')) return 'a boundary streamed later (<template>)';
  if (/\$R[CX]\(/.test(html)) return 'a script that moves a boundary into place';
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  if (!/<h1\b/.test(main)) return 'no heading in <main>';
  if (!/<footer\b/.test(html) || !/<header\b/.test(html)) return 'no header or footer';
  return 'whole';
}

describe('the page, its header and its footer are in the first render', () => {
  it('on every page of the route table an anonymous visitor gets, and on a 404', async () => {
    const { recipe } = await readCatalogue(site.api.url);
    const paths = [
      ...plainPaths(false),
      '/recettes/page/1',
      '/blog/page/1',
      `/recettes/${recipe.slug}`,
      '/cette-page-n-existe-pas',
    ];
    const seen: Record<string, string> = {};
    for (const path of paths) {
      const response = await site.request.get(path);
      if (response.status === 200 || response.status === 404) seen[path] = inPlace(response.text);
    }
    expect(Object.keys(seen).length).toBeGreaterThan(25);
    expect(seen['/cette-page-n-existe-pas']).toBe('whole');
    expect(Object.entries(seen).filter(([, verdict]) => verdict !== 'whole')).toEqual([]);
  }, 60_000);

  it('on every page of the subscriber area', async () => {
    const cookie = await loginCookie(site, 'abonne@example.fr');
    const paths = plainPaths(true);
    const seen: Record<string, string> = {};
    for (const path of paths) {
      const response = await site.request.get(path).set('Cookie', cookie);
      if (response.status === 200) seen[path] = inPlace(response.text);
    }
    expect(Object.keys(seen)).toContain('/mon-compte/profil');
    expect(Object.entries(seen).filter(([, verdict]) => verdict !== 'whole')).toEqual([]);
  }, 60_000);
});
