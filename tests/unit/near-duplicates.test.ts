import { describe, expect, it } from 'vitest';
import {
  mainText,
  nearDuplicates,
  sentencesOf,
  sharedShare,
} from '../server/support/near-duplicates.ts';

describe('near-duplicate pages', () => {
  it('reads the visible text of <main> only, a block ending a sentence', () => {
    const html =
      '<header>Menu du site</header><main><h1>Le bio</h1><p>Des légumes&nbsp;frais.</p><script>x()</script></main><footer>Pied</footer>';
    expect(sentencesOf(mainText(html), 1)).toEqual(new Set(['le bio', 'des légumes frais']));
  });

  it('compares sentences whatever their spaces and case', () => {
    expect(
      sentencesOf('Livré chez vous en 24\u00a0heures. LIVRÉ CHEZ VOUS EN 24 HEURES !'),
    ).toEqual(new Set(['livré chez vous en 24 heures', 'livré chez vous en 24 heures !']));
  });

  it('measures the shared part on the smaller page', () => {
    const a = new Set(['une phrase commune', 'une phrase à a']);
    const b = new Set(['une phrase commune', 'une phrase à b', 'une autre phrase à b']);
    expect(sharedShare(a, b)).toBe(0.5);
  });

  it('reports the pairs over the threshold, and only them', () => {
    const common = 'Une phrase que tout le monde a. Une autre phrase partagée. ';
    const found = nearDuplicates({
      one: `${common}Une phrase à la page une.`,
      two: `${common}Une phrase à la page deux.`,
      three: 'Rien de commun avec les autres. Vraiment rien du tout ici.',
    });
    expect(found.map(({ a, b }) => [a, b])).toEqual([['one', 'two']]);
  });
});
