import { describe, expect, it } from 'vitest';
import { suitsPreferences } from '../../shared/preference-filter.ts';

// spec §3's five subscription preferences as filters of the week's recipes (ADR 043)
const recipe = (tags: string[], furnaceTime = 30) => ({ tags, furnaceTime });

describe('suitsPreferences', () => {
  it('lets every recipe through when no preference is given', () => {
    expect(suitsPreferences(recipe(['viande', 'porc']), [])).toBe(true);
  });

  it('healthy and vegetarian are the cookbook’s tags', () => {
    expect(suitsPreferences(recipe(['healthy']), ['healthy'])).toBe(true);
    expect(suitsPreferences(recipe(['gourmand']), ['healthy'])).toBe(false);
    expect(suitsPreferences(recipe(['végé']), ['vegetarian'])).toBe(true);
    expect(suitsPreferences(recipe(['viande']), ['vegetarian'])).toBe(false);
  });

  it('speedy is spec §9’s 20 minutes at most', () => {
    expect(suitsPreferences(recipe([], 20), ['speedy'])).toBe(true);
    expect(suitsPreferences(recipe([], 21), ['speedy'])).toBe(false);
  });

  it('no_pork leaves out the recipes tagged porc, no_fish those with fish or prawns', () => {
    expect(suitsPreferences(recipe(['viande', 'porc']), ['no_pork'])).toBe(false);
    expect(suitsPreferences(recipe(['viande']), ['no_pork'])).toBe(true);
    expect(suitsPreferences(recipe(['poisson']), ['no_fish'])).toBe(false);
    expect(suitsPreferences(recipe(['crevettes']), ['no_fish'])).toBe(false);
    expect(suitsPreferences(recipe(['végé']), ['no_fish'])).toBe(true);
  });

  it('asks every preference at once', () => {
    expect(suitsPreferences(recipe(['végé', 'healthy'], 15), ['vegetarian', 'speedy'])).toBe(true);
    expect(suitsPreferences(recipe(['végé', 'healthy'], 35), ['vegetarian', 'speedy'])).toBe(false);
  });
});
