import { describe, expect, it } from 'vitest';
import { cookbookLists } from '../../shared/cookbook-lists.ts';
import { legacyRedirect, redirectStatus } from '../../shared/redirects.ts';
import { routeTable, type RouteDef } from '../../shared/routes.ts';

const routes = routeTable({ brandName: 'Potimarron' });

/** The first route of the table whose pattern matches a path (enough for these targets). */
function routeAt(location: string): RouteDef | undefined {
  const path = location.split('?')[0] ?? '';
  return routes.find((route) => {
    if (route.path === '*') return false;
    const pattern = route.path
      .split('/')
      .map((segment) =>
        segment.startsWith(':')
          ? segment.endsWith('?')
            ? '(?:/[^/]+)?'
            : '/[^/]+'
          : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      )
      .slice(1)
      .join('');
    return new RegExp(`^${pattern}$`).test(path);
  });
}

describe('redirectStatus', () => {
  it('is a permanent redirect: the old addresses are gone for good', () => {
    expect(redirectStatus).toBe(301);
  });
});

describe('legacyRedirect: spec §2 "Redirects" table', () => {
  // [from, to, route name the target belongs to]
  const rows: [string, string, string][] = [
    ['/nos-producteurs', '/nos-ingredients', '2025_our_ingredients'],
    ['/page-avantages', '/generique', 'landing_market_main'],
    ['/bienvenue', '/generique', 'landing_market_main'],
    ['/home-2025', '/', 'home'],
    ['/accueil-2025', '/', 'home'],
    ['/lita', '/', 'home'],
    ['/cgv', '/conditions-generales-de-vente', 'page_view'],
    ['/blog', '/blog/page/1', 'blog_index'],
    [
      '/blog/categorie/recettes-de-saison',
      '/blog/categorie/recettes-de-saison/page/1',
      'blog_list_index',
    ],
    ['/recettes', '/recettes/page/1', 'cookbook_index'],
  ];

  it.each(rows)('%s → %s (%s)', (from, to, routeName) => {
    expect(legacyRedirect(from, '')).toBe(to);
    expect(routeAt(to)?.name).toBe(routeName);
  });

  it.each(rows)('%s/ with one trailing slash → %s', (from, to) => {
    expect(legacyRedirect(`${from}/`, '')).toBe(to);
  });

  it.each(rows)('%s keeps its query string as it is', (from, to) => {
    const search = '?utm_source=newsletter&utm_medium=e-mail&x=a%20b+c&y=%C3%A9t%C3%A9';
    expect(legacyRedirect(from, search)).toBe(`${to}${search}`);
  });

  it('redirects each of the 10 filtered cookbook lists to its page 1', () => {
    expect(cookbookLists).toHaveLength(10);
    for (const list of cookbookLists) {
      const to = `/recettes/${list.path}/page/1`;
      expect(legacyRedirect(`/recettes/${list.path}`, '')).toBe(to);
      expect(legacyRedirect(`/recettes/${list.path}/`, '?tri=recent')).toBe(`${to}?tri=recent`);
      expect(routeAt(to)?.name).toBe(list.name);
    }
  });

  it('drops an empty query (a lone "?")', () => {
    expect(legacyRedirect('/cgv', '?')).toBe('/conditions-generales-de-vente');
  });

  it('accepts a search string without its "?"', () => {
    expect(legacyRedirect('/cgv', 'a=1')).toBe('/conditions-generales-de-vente?a=1');
  });
});

describe('legacyRedirect: /page-benefices (spec §2)', () => {
  it.each([
    ['famille', '/famille?q=landing-mail'],
    ['moins20min', '/moins20min?q=landing-mail'],
    ['thermomix2', '/thermomix2?q=landing-mail'],
    ['bio2', '/bio2?q=landing-mail'],
    ['bio', '/bio2?q=landing-mail'],
    ['thermomix', '/thermomix2?q=landing-mail'],
  ])('q=%s → %s', (q, to) => {
    expect(legacyRedirect('/page-benefices', `?q=${q}`)).toBe(to);
    expect(routeAt(to)?.name).toBe('landing_market_main');
  });

  it.each(['', '?q=', '?q=inconnu', '?q=BIO', '?q=bio3', '?q=generique', '?q=__proto__', '?x=1'])(
    '%s → the main landing, q dropped',
    (search) => {
      const to = legacyRedirect('/page-benefices', search);
      expect(to?.startsWith('/generique')).toBe(true);
      expect(new URLSearchParams(to?.split('?')[1] ?? '').has('q')).toBe(false);
    },
  );

  it('keeps the other parameters and replaces q by q=landing-mail', () => {
    expect(legacyRedirect('/page-benefices', '?utm_source=mail&q=bio&utm_campaign=ete')).toBe(
      '/bio2?utm_source=mail&q=landing-mail&utm_campaign=ete',
    );
  });

  it('keeps the other parameters and drops an unknown q on the main landing', () => {
    expect(legacyRedirect('/page-benefices', '?q=autre&utm_source=mail')).toBe(
      '/generique?utm_source=mail',
    );
  });

  it('reads the first q when there are several, and replaces them all', () => {
    expect(legacyRedirect('/page-benefices', '?q=famille&q=bio')).toBe('/famille?q=landing-mail');
  });

  it('tolerates one trailing slash', () => {
    expect(legacyRedirect('/page-benefices/', '?q=famille')).toBe('/famille?q=landing-mail');
  });
});

describe('legacyRedirect: /box-personnalisee (spec §2)', () => {
  it.each([
    ['famille', '/famille'],
    ['moins20min', '/moins20min'],
    ['thermomix2', '/thermomix2'],
    ['bio2', '/bio2'],
    ['bio', '/bio2'],
    ['thermomix', '/thermomix2'],
    ['inconnu', '/generique'],
    ['', '/generique'],
  ])('q=%s → %s, without q=landing-mail', (q, to) => {
    expect(legacyRedirect('/box-personnalisee', `?q=${q}`)).toBe(to);
  });

  it('removes q and keeps the other parameters', () => {
    expect(legacyRedirect('/box-personnalisee', '?q=bio&gclid=abc')).toBe('/bio2?gclid=abc');
    expect(legacyRedirect('/box-personnalisee/', '?gclid=abc')).toBe('/generique?gclid=abc');
  });
});

describe('legacyRedirect: whatever the case of the source, as the routes match', () => {
  it.each([
    ['/CGV', '/conditions-generales-de-vente'],
    ['/Blog/', '/blog/page/1'],
    ['/Recettes', '/recettes/page/1'],
    ['/RECETTES/Vegetarien', '/recettes/vegetarien/page/1'],
    ['/Blog/Categorie/recettes-de-saison', '/blog/categorie/recettes-de-saison/page/1'],
  ])('%s → %s', (from, to) => {
    expect(legacyRedirect(from, '')).toBe(to);
  });

  it('reads the landing sources whatever their case', () => {
    expect(legacyRedirect('/Page-Benefices', '?q=bio')).toBe('/bio2?q=landing-mail');
    expect(legacyRedirect('/BOX-PERSONNALISEE', '?q=famille')).toBe('/famille');
  });
});

describe('legacyRedirect: no redirect', () => {
  it.each([
    '/',
    '',
    'cgv',
    '/cgv//',
    '/blog//',
    '/cgv/x',
    '/nos-ingredients',
    '/generique',
    '/blog/page/1',
    '/blog/categorie',
    '/blog/categorie/',
    '/blog/categorie//',
    '/blog/categorie/Recettes',
    '/blog/categorie/recettes.de.saison',
    '/blog/categorie/a/b',
    '/blog/categorie/a%2Fb',
    '/blog/categorie/%2F%2Fevil',
    '/blog/categorie/..',
    '/blog/categorie/a\\b',
    '/blog/categorie/été',
    '/blog/categorie/a b',
    '/recettes/page/1',
    '/recettes/tarte-aux-poireaux',
    '/recettes/vegetarien/page/1',
    '/%63gv',
    '/cgv%2F',
    '/cgv?x',
  ])('%j', (pathname) => {
    expect(legacyRedirect(pathname, '?q=famille')).toBeUndefined();
  });
});

describe('legacyRedirect: hostile input', () => {
  const safeLocation = /^\/(?:$|[^/\\])/;
  const headerSafe = /^[\x21-\x7e]*$/;

  const hostilePaths = [
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '/%2F%2Fevil.com',
    '/%5C%5Cevil.com',
    '/blog/categorie/%2F%2Fevil',
    '/blog/categorie//evil.com',
    '/blog/categorie/\\evil.com',
    '/blog/categorie/evil.com',
    '/blog/categorie/x\r\nSet-Cookie: a=b',
    '/cgv\r\nLocation: //evil.com',
    '/cgv\u0000',
    '/blog/categorie/' + 'a'.repeat(100_000),
    '/' + '/'.repeat(100_000),
    '/blog/' + 'categorie/'.repeat(10_000),
    'https://evil.com/cgv',
    '/page-benefices',
    '/box-personnalisee',
    '/cgv',
    '/blog/',
  ];
  const hostileSearches = [
    '',
    '?//evil.com',
    '?q=//evil.com',
    '?q=/\\evil.com',
    '?q=%2F%2Fevil.com',
    '?q=bio%0D%0ASet-Cookie:%20a=b',
    '?q=bio\r\nSet-Cookie: a=b',
    '?a=\r\nLocation: //evil.com',
    '?a=1#//evil.com',
    '?a=<script>alert(1)</script>',
    '?a=%',
    '?a=%zz',
    '?a=\uD800',
    '?a=\u2028é',
    '?' + 'a=b&'.repeat(20_000),
    '//evil.com',
  ];

  const cases = hostilePaths.flatMap((path) => hostileSearches.map((search) => [path, search]));

  it(`gives a same-site, header-safe Location or nothing (${cases.length} cases)`, () => {
    for (const [path = '', search = ''] of cases) {
      const location = legacyRedirect(path, search);
      if (location === undefined) continue;
      expect(location, JSON.stringify([path, search])).toMatch(safeLocation);
      expect(headerSafe.test(location), JSON.stringify([path, search])).toBe(true);
      expect(location.includes('#'), JSON.stringify([path, search])).toBe(false);
    }
  });

  it('encodes what a header could not carry instead of passing it through', () => {
    expect(legacyRedirect('/cgv', '?a=\r\nLocation: //evil.com')).toBe(
      '/conditions-generales-de-vente?a=%0D%0ALocation:%20//evil.com',
    );
    expect(legacyRedirect('/blog', '?a=1#frag')).toBe('/blog/page/1?a=1%23frag');
    expect(legacyRedirect('/blog', '?a=%&b=%zz&c=%41')).toBe('/blog/page/1?a=%25&b=%25zz&c=%41');
    expect(legacyRedirect('/blog', '?a=été')).toBe('/blog/page/1?a=%C3%A9t%C3%A9');
    expect(legacyRedirect('/blog', '?a=\uD800')).toBe('/blog/page/1?a=%EF%BF%BD');
    expect(legacyRedirect('/page-benefices', '?q=bio&a=\r\n')).toBe(
      '/bio2?q=landing-mail&a=%0D%0A',
    );
  });

  it('survives random paths built from dangerous pieces (deterministic fuzz)', () => {
    const pieces = [
      '/',
      '//',
      '\\',
      '%2F',
      '%5C',
      'blog',
      'categorie',
      'recettes',
      'cgv',
      'evil.com',
      '..',
      '\r\n',
      'a',
      '-',
      'page-benefices',
      '?',
    ];
    let seed = 20261121;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 5_000; i += 1) {
      let path = '';
      for (let n = next() % 8; n >= 0; n -= 1) path += pieces[next() % pieces.length];
      const search = `?q=${pieces[next() % pieces.length]}&u=${pieces[next() % pieces.length]}`;
      const location = legacyRedirect(path, search);
      if (location === undefined) continue;
      expect(location, JSON.stringify([path, search])).toMatch(safeLocation);
      expect(headerSafe.test(location)).toBe(true);
    }
  });
});
