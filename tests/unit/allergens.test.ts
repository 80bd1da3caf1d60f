import { expect, it } from 'vitest';
import { allergenName, allergenNames } from '../../shared/allergens.ts';

it('names every allergen of spec §3 in French', () => {
  const spec = 'celery eggs fish gluten lupin milk mustard nut peanut sesame soy sulphites';
  expect(Object.keys(allergenNames).sort()).toEqual(spec.split(' '));
  expect(allergenName('eggs')).toBe('Œufs');
  expect(allergenName('nut')).toBe('Fruits à coque');
  expect(allergenName('molluscs')).toBe('molluscs');
});
