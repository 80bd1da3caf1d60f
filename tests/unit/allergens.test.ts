import { expect, it } from 'vitest';
import { allergenName, allergenNames } from '../../shared/allergens.ts';

it('names every allergen of spec §3 in French, and the two of annex II it leaves out', () => {
  const spec = 'celery eggs fish gluten lupin milk mustard nut peanut sesame soy sulphites';
  // EU regulation 1169/2011, annex II: a prawn recipe declares crustaceans (ADR 062)
  const annexII = [...spec.split(' '), 'crustaceans', 'molluscs'].sort();
  expect(Object.keys(allergenNames).sort()).toEqual(annexII);
  expect(allergenName('eggs')).toBe('Œufs');
  expect(allergenName('nut')).toBe('Fruits à coque');
  expect(allergenName('crustaceans')).toBe('Crustacés');
  expect(allergenName('molluscs')).toBe('Mollusques');
  expect(allergenName('inconnu')).toBe('inconnu');
});
