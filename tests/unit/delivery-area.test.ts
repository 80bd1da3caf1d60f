import { describe, expect, it } from 'vitest';
import { isCargoBikePostcode, postcodeProblem } from '../../shared/delivery-area.ts';

// ADR 039: mainland France is delivered, Corsica and overseas not yet; DECISIONS (Copy): cargo
// bike inside Paris, and in the inner-suburb towns of the site's city pages.

describe('postcodeProblem: the product API’s rules, said before sending', () => {
  it.each(['75011', '01000', '13001', '69003', '92200', '95000', ' 33000 '])(
    '%s is delivered',
    (code) => expect(postcodeProblem(code)).toBeUndefined(),
  );

  it('asks for one when none is typed', () => {
    expect(postcodeProblem('  ')).toBe('missing');
  });

  it.each(['7501', '750111', '75 011', 'abcde', '2A004'])('%s is not 5 digits', (code) =>
    expect(postcodeProblem(code)).toBe('malformed'),
  );

  it.each(['00000', '00123', '96000', '99999'])('%s is no French département’s', (code) =>
    expect(postcodeProblem(code)).toBe('notFrench'),
  );

  it.each(['20000', '20090', '20200', '97400', '97100', '98800'])(
    '%s (Corsica, overseas) is not delivered yet',
    (code) => expect(postcodeProblem(code)).toBe('notDelivered'),
  );
});

describe('isCargoBikePostcode', () => {
  it.each(['75001', '75011', '75020', '75116', '92200', '92100', '92600', '92500'])(
    '%s: Paris or a town of a city page, by cargo bike',
    (code) => expect(isCargoBikePostcode(code)).toBe(true),
  );

  it.each(['69003', '33000', '92300', '93100', '7501', ''])('%s: by van', (code) =>
    expect(isCargoBikePostcode(code)).toBe(false),
  );
});
