import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeReturnPath } from '../../shared/return-path.ts';

describe('safeReturnPath: back after login, on this site only', () => {
  it.each(['/mon-compte', '/mon-compte/cartes', '/panier/paiement?x=1', '/%2F%2Fevil.example'])(
    'keeps the path of this site %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    ['another host, scheme-relative', '//evil.example/mon-compte'],
    ['a backslash a browser reads as a slash', '/\\evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'mon-compte'],
    ['a tab inside (browsers strip it)', '/\t/evil.example'],
    ['a new line', '/mon-compte\nSet-Cookie: x=1'],
    ['nothing', ''],
    ['too long', `/${'a'.repeat(600)}`],
    ['a dot segment before two slashes', '/.//evil.example'],
    ['a parent segment before two slashes', '/a/..//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['an encoded parent segment', '/%2E%2E//evil.example'],
  ])('refuses %s', (_, raw) => {
    expect(safeReturnPath(raw)).toBeUndefined();
  });

  it('writes the login page for a path', () => {
    expect(loginUrlFor('/connexion', '/mon-compte/cartes?a=1')).toBe(
      '/connexion?retour=%2Fmon-compte%2Fcartes%3Fa%3D1',
    );
  });
});
