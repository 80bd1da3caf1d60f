import { describe, expect, it } from 'vitest';
import { ageOn, birthdayProblem } from '../../shared/birthday.ts';

// ADR 048: a birthday in the past, for an age of 16 to 120 years; optional.

const today = '2026-11-25';

describe('birthdayProblem', () => {
  it.each(['1990-05-17', '2010-11-25', '1906-11-26'])('accepts %s', (day) =>
    expect(birthdayProblem(day, today)).toBeNull(),
  );
  it('accepts no birthday at all', () => expect(birthdayProblem('', today)).toBeNull());
  it.each(['1990-02-31', '17/05/1990', '1990-5-17', 'demain'])('reads %s as malformed', (day) =>
    expect(birthdayProblem(day, today)).toBe('malformed'),
  );
  it.each(['2026-11-25', '2030-01-01'])('refuses %s as not in the past', (day) =>
    expect(birthdayProblem(day, today)).toBe('future'),
  );
  it.each(['2010-11-26', '2020-01-01', '1905-11-25', '1850-01-01'])(
    'refuses %s as an implausible age',
    (day) => expect(birthdayProblem(day, today)).toBe('implausible'),
  );
});

describe('ageOn', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('1990-11-25', today)).toBe(36);
    expect(ageOn('1990-11-26', today)).toBe(35);
  });
});
