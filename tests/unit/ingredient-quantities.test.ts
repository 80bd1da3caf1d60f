import { describe, expect, it } from 'vitest';
import {
  derivesLargeServings,
  formatQuantity,
  quantitiesForGuests,
  type IngredientQuantity,
} from '../../shared/ingredient-quantities.ts';

const q = (guests: number, quantity: number, unit: string): IngredientQuantity => ({
  guests,
  quantity,
  unit,
});

// a recipe that gives quantities for 2 and 4 guests only
const twoAndFour = [
  { quantities: [q(2, 400, 'g'), q(4, 800, 'g')] },
  { quantities: [q(2, 1, 'gousse'), q(4, 2, 'gousse')] },
  { quantities: [q(2, 0.1, 'l'), q(4, 0.2, 'l')] },
];

describe('quantitiesForGuests (spec §5)', () => {
  it('gives the 2- and 4-guest quantities as they are', () => {
    expect(quantitiesForGuests(twoAndFour, 2)).toEqual([
      q(2, 400, 'g'),
      q(2, 1, 'gousse'),
      q(2, 0.1, 'l'),
    ]);
    expect(quantitiesForGuests(twoAndFour, 4)).toEqual([
      q(4, 800, 'g'),
      q(4, 2, 'gousse'),
      q(4, 0.2, 'l'),
    ]);
  });

  it('6 guests = the 2-guest quantity + the 4-guest one, same unit', () => {
    expect(quantitiesForGuests(twoAndFour, 6)).toEqual([
      q(6, 1200, 'g'),
      q(6, 3, 'gousse'),
      q(6, 0.3, 'l'), // not 0.30000000000000004
    ]);
  });

  it('8 guests = twice the 4-guest quantity, same unit', () => {
    expect(quantitiesForGuests(twoAndFour, 8)).toEqual([
      q(8, 1600, 'g'),
      q(8, 4, 'gousse'),
      q(8, 0.4, 'l'),
    ]);
  });

  it('uses the given 6 and 8 quantities when the recipe has them', () => {
    const all = [{ quantities: [q(2, 150, 'g'), q(4, 300, 'g'), q(6, 420, 'g'), q(8, 550, 'g')] }];
    expect(derivesLargeServings(all)).toBe(false);
    expect(quantitiesForGuests(all, 6)).toEqual([q(6, 420, 'g')]);
    expect(quantitiesForGuests(all, 8)).toEqual([q(8, 550, 'g')]);
  });

  it('derives nothing unless EVERY ingredient has 2 and 4 and none has 6 or 8', () => {
    const oneHasSix = [
      ...twoAndFour,
      { quantities: [q(2, 1, 'pièce'), q(4, 2, 'pièce'), q(6, 3, 'pièce')] },
    ];
    expect(derivesLargeServings(oneHasSix)).toBe(false);
    // quantities as given: only the ingredient that has a 6-guest quantity shows one
    expect(quantitiesForGuests(oneHasSix, 6)).toEqual([null, null, null, q(6, 3, 'pièce')]);
    expect(quantitiesForGuests(oneHasSix, 8)).toEqual([null, null, null, null]);

    const oneLacksFour = [...twoAndFour, { quantities: [q(2, 1, 'pincée')] }];
    expect(derivesLargeServings(oneLacksFour)).toBe(false);
    expect(quantitiesForGuests(oneLacksFour, 6)).toEqual([null, null, null, null]);

    const oneHasNone = [...twoAndFour, { quantities: [] }];
    expect(quantitiesForGuests(oneHasNone, 8)).toEqual([null, null, null, null]);
  });

  it('does not add quantities written in different units', () => {
    const mixed = [{ quantities: [q(2, 500, 'g'), q(4, 1, 'kg')] }];
    expect(derivesLargeServings(mixed)).toBe(false);
    expect(quantitiesForGuests(mixed, 6)).toEqual([null]);
  });

  it('gives nothing for a recipe without ingredients, and null for a guest count it lacks', () => {
    expect(quantitiesForGuests([], 6)).toEqual([]);
    expect(quantitiesForGuests(twoAndFour, 3)).toEqual([null, null, null]);
  });
});

describe('formatQuantity', () => {
  it('writes French numbers, non-breaking spaces and plurals of countable units', () => {
    expect(formatQuantity(q(4, 800, 'g'))).toBe('800\u00a0g');
    expect(formatQuantity(q(8, 1600, 'g'))).toBe('1\u00a0600\u00a0g');
    expect(formatQuantity(q(2, 1.5, 'c. à soupe'))).toBe('1,5\u00a0c. à soupe');
    expect(formatQuantity(q(2, 1, 'gousse'))).toBe('1\u00a0gousse');
    expect(formatQuantity(q(4, 1.5, 'gousse'))).toBe('1,5\u00a0gousse');
    expect(formatQuantity(q(6, 3, 'pièce'))).toBe('3\u00a0pièces');
    expect(formatQuantity(q(6, 2, 'pincée'))).toBe('2\u00a0pincées');
    expect(formatQuantity(q(2, 0.333333, 'kg'))).toBe('0,33\u00a0kg');
    expect(formatQuantity(q(2, 2, ''))).toBe('2');
  });
});
