import { describe, expect, it } from 'vitest';
import { lineBreakEscape, matchablePath } from '../../shared/matchable-path.ts';

describe('matchablePath (DESIGN §3: one route tree on both sides)', () => {
  it('leaves a path React Router can match as it is', () => {
    for (const path of ['/', '/recettes/gratin-dauphinois', '/recettes/cr%C3%A8me', '/faq/a%20b'])
      expect(matchablePath(path)).toBe(path);
  });

  it('keeps an encoded control character, DEL and U+2028/U+2029 as text', () => {
    expect(matchablePath('/faq/x%0a')).toBe('/faq/x%250a');
    expect(matchablePath('/%0D%0Ax')).toBe('/%250D%250Ax');
    expect(matchablePath('/%7f')).toBe('/%257f');
    expect(matchablePath('/faq/%E2%80%A8')).toBe('/faq/%25E2%2580%25A8');
    expect(matchablePath('/x/%e2%80%a9/y')).toBe('/x/%25e2%2580%25a9/y');
  });

  it('keeps a segment that does not decode as text', () => {
    expect(matchablePath('/recettes/%E0%A4%A')).toBe('/recettes/%25E0%25A4%25A');
  });

  it('tells the browser which links carry such an escape (a document load, not its router)', () => {
    for (const path of ['/faq/x%0a', '/faq/%E2%80%A8', '/x/%7F'])
      expect(lineBreakEscape.test(path), path).toBe(true);
    for (const path of ['/recettes/cr%C3%A8me', '/faq/a%20b', '/faq/%E2%80%A6'])
      expect(lineBreakEscape.test(path), path).toBe(false);
  });
});
