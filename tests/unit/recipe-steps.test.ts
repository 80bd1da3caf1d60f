import { describe, expect, it } from 'vitest';
import { sortSteps } from '../../shared/recipe-steps.ts';

describe('sortSteps (spec §5: sorted by position when all have one)', () => {
  it('sorts by position when every step has one', () => {
    const steps = [
      { title: 'Servir', position: 3 },
      { title: 'Éplucher', position: 1 },
      { title: 'Cuire', position: 2 },
    ];
    expect(sortSteps(steps).map((s) => s.title)).toEqual(['Éplucher', 'Cuire', 'Servir']);
  });

  it('keeps the given order when one step has no position', () => {
    const steps = [
      { title: 'Servir', position: 3 },
      { title: 'Éplucher', position: null },
      { title: 'Cuire', position: 2 },
    ];
    expect(sortSteps(steps).map((s) => s.title)).toEqual(['Servir', 'Éplucher', 'Cuire']);
    expect(sortSteps([{ title: 'a' }, { title: 'b', position: 1 }]).map((s) => s.title)).toEqual([
      'a',
      'b',
    ]);
  });

  it('keeps equal positions in their given order, and sorts numerically (10 after 9)', () => {
    const steps = [10, 9, 1, 1].map((position, index) => ({ position, index }));
    expect(sortSteps(steps).map((s) => s.index)).toEqual([2, 3, 1, 0]);
  });

  it('does not change the array it is given', () => {
    const steps = [{ position: 2 }, { position: 1 }];
    sortSteps(steps);
    expect(steps).toEqual([{ position: 2 }, { position: 1 }]);
    expect(sortSteps([])).toEqual([]);
  });
});
