import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from '../../shared/match-route.ts';
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
