import { describe, expect, it } from 'vitest';
import { lazily } from '../../shared/lazily.ts';

describe('lazily', () => {
  it('makes nothing until the first use, then gives the same value every time', () => {
    let made = 0;
    const formatter = lazily(() => {
      made += 1;
      return new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
    });
    expect(made).toBe(0);
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(made).toBe(1);
    expect(first.format(1240).replace(/\s/g, ' ')).toBe('1 240');
  });
});
