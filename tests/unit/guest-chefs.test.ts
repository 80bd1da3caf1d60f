import { describe, expect, it } from 'vitest';
import { guestChefBySlug, guestChefs, signedBy } from '../../shared/guest-chefs.ts';

describe('signedBy (DECISIONS `{name}`: a guest chef signs the recipes of their category)', () => {
  const recipes = [
    { id: 1, tags: ['végé'] },
    { id: 2, tags: ['créatif'] },
    { id: 3, tags: ['végé', 'créatif'] },
    { id: 4, tags: ['viande'] },
  ];
  const lucie = guestChefBySlug('chef-lucie-marchand');
  const karim = guestChefBySlug('chef-karim-benali');

  it('gives each recipe one chef: the first of the list whose category it has', () => {
    if (!lucie || !karim) throw new Error('the two chefs of DECISIONS');
    expect(signedBy(lucie, recipes).map((recipe) => recipe.id)).toEqual([1, 3]);
    expect(signedBy(karim, recipes).map((recipe) => recipe.id)).toEqual([2]);
  });

  it('credits no recipe to two chefs', () => {
    const credited = guestChefs.flatMap((chef) => signedBy(chef, recipes).map((r) => r.id));
    expect(new Set(credited).size).toBe(credited.length);
  });
});
