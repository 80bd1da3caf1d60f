import { describe, expect, it, vi } from 'vitest';
import {
  formatDuration,
  formatNumber,
  formatPrice,
  formatPriceWithCents,
} from '../../shared/format-fr.ts';

describe('French numbers, prices and durations', () => {
  it('groups thousands with a non-breaking space', () => {
    expect(formatNumber(1240)).toBe('1\u00a0240');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(2.5)).toBe('3');
  });

  it('writes up to one or two decimals with a comma, thousands still grouped', () => {
    expect(formatNumber(12.46, 1)).toBe('12,5');
    expect(formatNumber(0.25, 2)).toBe('0,25');
    expect(formatNumber(1200.5, 2)).toBe('1\u00a0200,5');
  });

  it('writes prices with a non-breaking space before €', () => {
    expect(formatPrice(4.69)).toBe('4,69\u00a0€');
    expect(formatPrice(150)).toBe('150\u00a0€');
    expect(formatPrice(1234.5)).toBe('1\u00a0234,50\u00a0€');
  });

  it('writes the cents of a whole amount in a table’s column: « 6,00 € » beside « 6,36 € »', () => {
    expect(formatPriceWithCents(6)).toBe('6,00\u00a0€');
    expect(formatPriceWithCents(6.36)).toBe('6,36\u00a0€');
    expect(formatPriceWithCents(103.5)).toBe('103,50\u00a0€');
    expect(formatPriceWithCents(1200)).toBe('1\u00a0200,00\u00a0€');
  });

  it('writes numbers and prices as fr-FR’s Intl.NumberFormat does, without making one (ADR 069)', () => {
    const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, '\u00a0');
    const formatters = new Map<string, Intl.NumberFormat>();
    const intl = (value: number, options: Intl.NumberFormatOptions) => {
      const key = JSON.stringify(options);
      const formatter = formatters.get(key) ?? new Intl.NumberFormat('fr-FR', options);
      formatters.set(key, formatter);
      return spaces(formatter.format(value));
    };
    const euros = { style: 'currency', currency: 'EUR' } as const;
    // ties, binary fractions, negatives, a negative zero, large and tiny numbers, and a
    // reproducible spread of 20,000 amounts from -30,000 to 70,002, with 0 to 3 decimals
    const values = [0, -0, 0.5, 2.5, -2.5, 1.005, 2.675, 0.125, -0.004, 999.995, 0.1 + 0.2];
    values.push(1234567.891, 1e20, 1e21, 1e-7, -1e-7, Number.NaN, Number.POSITIVE_INFINITY);
    for (let i = 1; i <= 20_000; i++)
      values.push((((i * 7919) % 100_003) - 30_000) / 10 ** (i % 4));
    for (const value of values) {
      expect(formatPriceWithCents(value)).toBe(intl(value, euros));
      expect(formatPrice(value)).toBe(
        intl(value, Number.isInteger(value) ? { ...euros, maximumFractionDigits: 0 } : euros),
      );
      for (const decimals of [0, 1, 2] as const)
        expect(formatNumber(value, decimals)).toBe(
          intl(value, { maximumFractionDigits: decimals }),
        );
    }
    expect(formatPrice(1.005)).toBe('1,01\u00a0€');
    expect(formatPrice(-0.004)).toBe('-0,00\u00a0€');
  });

  it('makes no Intl.NumberFormat for a finite number: a browser loads ICU’s number data with the first (ADR 069)', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const fresh = await import('../../shared/format-fr.ts');
    expect([fresh.formatPrice(4.69), fresh.formatPrice(45), fresh.formatPriceWithCents(6)]).toEqual(
      ['4,69\u00a0€', '45\u00a0€', '6,00\u00a0€'],
    );
    expect(fresh.formatNumber(1240.55, 1)).toBe('1\u00a0240,6');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('writes durations', () => {
    expect(formatDuration(25)).toBe('25\u00a0min');
    expect(formatDuration(60)).toBe('1\u00a0h');
    expect(formatDuration(65)).toBe('1\u00a0h\u00a005');
  });
});
