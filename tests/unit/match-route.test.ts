import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  createRouteMatcher,
  withoutTrailingSlash,
} from '../../shared/match-route.ts';
import { routeTable } from '../../shared/routes.ts';

const match = createRouteMatcher(routeTable({ brandName: 'Potimarron' }));
const nameOf = (path: string) => match(path)?.def.name;

describe('route matching (spec §2)', () => {
  it.each([
    ['/', 'home'],
    ['/menu', 'menu_index'],
    ['/recettes/page/3', 'cookbook_index'],
    ['/recettes/vegetarien/page/2', 'cookbook_recipe_veggie'],
    ['/recettes/risotto-aux-cepes', 'cookbook_recipe_view'],
    ['/recettes/risotto-aux-cepes/47', 'cookbook_recipe_view_origins'],
    ['/blog/page/1', 'blog_index'],
    ['/blog/categorie/astuces/page/1', 'blog_list_index'],
    ['/blog/un-article', 'article_view'],
    ['/faq', 'faq_index'],
    ['/faq/livraison/horaires', 'faq_view'],
    ['/connexion', 'login'],
    ['/mon-compte', 'subscriber_area'],
    ['/mentions-legales', 'page_view'],
    ['/a/b/c', '404'],
  ])('%s is %s', (path, name) => {
    expect(nameOf(path)).toBe(name);
  });

  it('prefers the static segments of a list to a recipe slug', () => {
    expect(nameOf('/recettes/page/1')).toBe('cookbook_index');
    expect(match('/recettes/page/1')?.params).toEqual({ page: '1' });
  });

  it('ignores letter case and a trailing slash, as links written by hand have them', () => {
    expect(nameOf('/Menu/')).toBe('menu_index');
    expect(match('/RECETTES/PAGE/2/')?.params.page).toBe('2');
  });

  it('decodes parameters, and keeps a malformed escape as it came', () => {
    expect(match('/recettes/caf%C3%A9')?.params.slug).toBe('café');
    expect(match('/recettes/caf%E9')?.params.slug).toBe('caf%E9');
  });

  it('gives the rest of a FAQ path as the splat', () => {
    expect(match('/faq/livraison/horaires')?.params['*']).toBe('livraison/horaires');
  });

  it('makes the landing page options optional', () => {
    expect(nameOf('/bio2')).toBe(nameOf('/bio2/4-2'));
    expect(match('/bio2')?.params.boxSettings).toBeUndefined();
  });
});

describe('the canonical path of a page (DESIGN §4)', () => {
  const canonical = (path: string) => {
    const found = match(path);
    return found ? canonicalPath(found, path) : undefined;
  };

  it.each([
    ['/RECETTES/risotto-aux-cepes/', '/recettes/risotto-aux-cepes'],
    ['/Recettes/Page/2', '/recettes/page/2'],
    ['/recettes/risotto-aux-cepes/47', '/recettes/risotto-aux-cepes/47'],
    ['/Menu/', '/menu'],
    ['/', '/'],
    ['/bio2', '/bio2'],
    ['/BIO2/4-2', '/bio2/4-2'],
    ['/blog/categorie/%C3%A9t%C3%A9/page/1', '/blog/categorie/%C3%A9t%C3%A9/page/1'],
  ])('%s is the page of %s', (path, expected) => {
    expect(canonical(path)).toBe(expected);
  });

  it('keeps the path of a splat route, without its trailing slash', () => {
    expect(canonical('/faq/livraison/horaires/')).toBe('/faq/livraison/horaires');
  });
});

it.each([
  ['/menu/', '/menu'],
  ['/faq//', '/faq'],
  ['/', '/'],
  ['/recettes', '/recettes'],
])('%s without its trailing slash is %s', (path, expected) => {
  expect(withoutTrailingSlash(path)).toBe(expected);
});
