import { describe, expect, it } from 'vitest';
import {
  byLocalThenOrganic,
  departmentOf,
  isMostlyOrganic,
  organicShare,
} from '../../shared/organic-share.ts';

const ingredient = (organic: boolean, origin: string | null = null, pantry = false) => ({
  organic,
  pantry,
  origin,
});

describe('organicShare (ADR 049)', () => {
  it('counts what the box brings, pantry staples aside, and the organic ones grown nearby', () => {
    const share = organicShare(
      [
        ingredient(true, 'Landes (40)'),
        ingredient(false, 'Gironde (33)'),
        ingredient(true, 'Drôme (26)'),
        ingredient(true, 'Gers (32)', true),
      ],
      ['33', '40', '32'],
    );
    expect(share).toEqual({ organic: 2, total: 3, local: 1 });
  });

  it('reads the département of an origin', () => {
    expect(departmentOf('Côte-d’Or (21)')).toBe('21');
    expect(departmentOf('La Réunion (974)')).toBe('974');
    expect(departmentOf('Sri Lanka')).toBeUndefined();
  });

  it('calls a recipe mostly organic from two thirds', () => {
    expect(isMostlyOrganic({ organic: 2, total: 3, local: 0 })).toBe(true);
    expect(isMostlyOrganic({ organic: 3, total: 5, local: 0 })).toBe(false);
    expect(isMostlyOrganic({ organic: 0, total: 0, local: 0 })).toBe(false);
  });

  it('puts the most local first, then the most organic', () => {
    const shares = [
      { organic: 9, total: 10, local: 0 },
      { organic: 7, total: 10, local: 2 },
      { organic: 8, total: 10, local: 2 },
    ];
    expect([...shares].sort(byLocalThenOrganic).map((s) => s.organic)).toEqual([8, 7, 9]);
  });
});
