import { describe, expect, it } from 'vitest';
import { readBasePath, underBase, withinBase } from '../../shared/base-path.ts';

// Spec §1: « The product may be served under a base path for a static showcase build » (ADR 051).

describe('readBasePath', () => {
  it('reads unset, empty and « / » as the root', () => {
    for (const value of [undefined, '', '/'])
      expect(readBasePath(value)).toEqual({ ok: true, basePath: '' });
  });

  it('takes one or more path segments', () => {
    expect(readBasePath('/vitrine')).toEqual({ ok: true, basePath: '/vitrine' });
    expect(readBasePath('/marques/potimarron-2026')).toEqual({
      ok: true,
      basePath: '/marques/potimarron-2026',
    });
  });

  it('refuses a path without its leading slash, with a trailing slash or with dot segments', () => {
    expect(readBasePath('vitrine')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/start/),
    });
    expect(readBasePath('/vitrine/')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/end/),
    });
    for (const value of ['/vitrine/..', '/../etc', '/a/./b', '/..'])
      expect(readBasePath(value)).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/\.\./),
      });
  });

  it('refuses empty segments and what a URL would have to escape', () => {
    for (const value of [
      '//vitrine',
      '/a//b',
      '/vitrine?x=1',
      '/vitrine#x',
      '/vi trine',
      '/é',
      '/a%2Fb',
    ])
      expect(readBasePath(value).ok).toBe(false);
  });
});

describe('underBase and withinBase', () => {
  it('put a path of the site under the base path, and take it back', () => {
    expect(underBase('/vitrine', '/recettes/page/1')).toBe('/vitrine/recettes/page/1');
    expect(underBase('/vitrine', '/')).toBe('/vitrine/');
    expect(underBase('', '/recettes')).toBe('/recettes');
    expect(withinBase('/vitrine', '/vitrine/recettes')).toBe('/recettes');
    expect(withinBase('/vitrine', '/vitrine')).toBe('/');
    expect(withinBase('', '/recettes')).toBe('/recettes');
  });

  it('leave other sites and relative URLs alone, and find nothing outside the base path', () => {
    expect(underBase('/vitrine', 'https://abonnes.example.fr/')).toBe(
      'https://abonnes.example.fr/',
    );
    expect(underBase('/vitrine', '//cdn.example.net/x.js')).toBe('//cdn.example.net/x.js');
    expect(underBase('/vitrine', '#contenu')).toBe('#contenu');
    expect(withinBase('/vitrine', '/vitrines/recettes')).toBeNull();
    expect(withinBase('/vitrine', '/recettes')).toBeNull();
  });
});
