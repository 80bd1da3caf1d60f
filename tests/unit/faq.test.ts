import { describe, expect, it } from 'vitest';
import {
  excludedFaqSectionId,
  faqSearchPageSize,
  faqSearchWords,
  faqSectionsPageSize,
  isShownSection,
} from '../../shared/faq.ts';

describe('the help centre’s rules (spec §9)', () => {
  it('asks 99 sections and 999 search results', () => {
    expect(faqSectionsPageSize).toBe(99);
    expect(faqSearchPageSize).toBe(999);
  });

  it('leaves section 10 out', () => {
    expect(excludedFaqSectionId).toBe(10);
    expect(isShownSection({ id: 10 })).toBe(false);
    expect(isShownSection({ id: 1 })).toBe(true);
    expect(isShownSection({ id: 100 })).toBe(true);
  });
});

describe('the words searched for', () => {
  it('are the words typed, lower-cased, each once', () => {
    expect(faqSearchWords('  Carte   CADEAU carte ')).toEqual(['carte', 'cadeau']);
  });

  it('split on apostrophes of both kinds and punctuation, and drop one-letter words', () => {
    expect(faqSearchWords("l'abonnement")).toEqual(['abonnement']);
    expect(faqSearchWords('l’abonnement, à la carte ?')).toEqual(['abonnement', 'la', 'carte']);
  });

  it('keep accents (the API ignores them) and digits', () => {
    expect(faqSearchWords('Livraison été 2026')).toEqual(['livraison', 'été', '2026']);
  });

  it('read markup as words, never as markup', () => {
    expect(faqSearchWords('<script>alert(1)</script>')).toEqual(['script', 'alert']);
    expect(faqSearchWords('"><img src=x onerror=alert(1)>')).toEqual([
      'img',
      'src',
      'onerror',
      'alert',
    ]);
  });

  it('read at most 100 characters and 6 words of 10 KB of text', () => {
    const words = faqSearchWords('livraison '.repeat(1024));
    expect(words).toEqual(['livraison']);
    expect(faqSearchWords('a'.repeat(10 * 1024))).toEqual(['a'.repeat(100)]);
    expect(faqSearchWords('un deux trois quatre cinq six sept huit')).toHaveLength(6);
  });

  it('are none for nothing, or for one letter', () => {
    expect(faqSearchWords(null)).toEqual([]);
    expect(faqSearchWords('')).toEqual([]);
    expect(faqSearchWords('a')).toEqual([]);
    expect(faqSearchWords('!!! ???')).toEqual([]);
  });
});
