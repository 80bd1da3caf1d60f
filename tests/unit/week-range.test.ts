import { expect, it } from 'vitest';
import { dayAndMonth, sundayOf, weekRange } from '../../client/pages/menu-index/week-range.ts';

it('says a menu week’s dates in French, what they share said once', () => {
  expect(sundayOf('2026-11-16')).toBe('2026-11-22');
  expect(weekRange('2026-11-16')).toBe('du 16 au 22 novembre 2026');
  expect(weekRange('2026-11-30')).toBe('du 30 novembre au 6 décembre 2026');
  expect(weekRange('2026-12-28')).toBe('du 28 décembre 2026 au 3 janvier 2027');
  // summer time changes on Sunday 29 March 2026: still seven days
  expect(weekRange('2026-03-23')).toBe('du 23 au 29 mars 2026');
  expect(dayAndMonth('2026-11-23')).toBe('23 novembre');
});
