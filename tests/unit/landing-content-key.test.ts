import { describe, expect, it } from 'vitest';
import { landingContentKey, landingContentSlug } from '../../shared/landing-content-key.ts';

describe('landingContentKey (spec §7, DECISIONS « Static contents »)', () => {
  it.each([
    ['/famille', 'famille'],
    ['/moins20min', 'moins20min'],
    ['/thermomix2', 'thermomix'],
    ['/bio2', 'bio'],
    ['/generique', 'generique'],
  ])('%s: the first segment without its trailing 2 is %s', (path, key) => {
    expect(landingContentKey(path)).toBe(key);
  });

  it('reads the first segment only: box settings and a trailing slash change nothing', () => {
    expect(landingContentKey('/thermomix2/4-3')).toBe('thermomix');
    expect(landingContentKey('/bio2/')).toBe('bio');
    expect(landingContentKey('/famille/abc')).toBe('famille');
  });

  it('ignores letter case, as the route matcher does', () => {
    expect(landingContentKey('/BIO2')).toBe('bio');
    expect(landingContentKey('/Famille')).toBe('famille');
  });

  it('gives both variants of generique the generique content', () => {
    expect(landingContentKey('/generiquev2')).toBe('generique');
    expect(landingContentKey('/generique-landing')).toBe('generique');
  });

  it('reads generique for a path that is none of the five keys', () => {
    expect(landingContentKey('/')).toBe('generique');
    expect(landingContentKey('/bio22')).toBe('generique');
  });
});

describe('landingContentSlug', () => {
  it('puts the CMS prefix before the key', () => {
    expect(landingContentSlug('famille')).toBe('landing-famille');
    expect(landingContentSlug('generique')).toBe('landing-generique');
  });
});
