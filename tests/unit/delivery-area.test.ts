import { describe, expect, it } from 'vitest';
import { isCargoBikePostcode, postcodeProblem } from '../../shared/delivery-area.ts';

// DECISIONS (Copy): delivery anywhere in France — every département, Corsica and the five
// overseas ones included (ADR 053) —, by cargo bike inside Paris and the inner-suburb towns of
// the site's city pages, by carrier elsewhere.

describe('postcodeProblem: the product API’s rules, said before sending', () => {
  it.each([
    '75011',
    '01000',
    '13001',
    '69003',
    '92200',
    '95000',
    ' 33000 ',
    '20000', // Ajaccio, Corse-du-Sud
    '20200', // Bastia, Haute-Corse
    '97100', // Basse-Terre, Guadeloupe
    '97200', // Fort-de-France, Martinique
    '97300', // Cayenne, Guyane
    '97400', // Saint-Denis, La Réunion
    '97600', // Mamoudzou, Mayotte
  ])('%s is a département’s, delivered', (code) => expect(postcodeProblem(code)).toBeUndefined());

  it('asks for one when none is typed', () => {
    expect(postcodeProblem('  ')).toBe('missing');
  });

  it.each(['7501', '750111', '75 011', 'abcde', '2A004'])('%s is not 5 digits', (code) =>
    expect(postcodeProblem(code)).toBe('malformed'),
  );

  it.each(['00000', '00123', '96000', '99999'])('%s is no French département’s', (code) =>
    expect(postcodeProblem(code)).toBe('notFrench'),
  );

  it.each([
    '97500', // Saint-Pierre-et-Miquelon
    '97133', // Saint-Barthélemy
    '97150', // Saint-Martin
    '97700',
    '97800',
    '98000', // Monaco
    '98600', // Wallis-et-Futuna
    '98714', // Papeete, Polynésie française
    '98800', // Nouméa, Nouvelle-Calédonie
  ])('%s is no département’s, not delivered', (code) =>
    expect(postcodeProblem(code)).toBe('notDelivered'),
  );
});

describe('isCargoBikePostcode', () => {
  it.each(['75001', '75011', '75020', '75116', '92200', '92100', '92600', '92500'])(
    '%s: Paris or a town of a city page, by cargo bike',
    (code) => expect(isCargoBikePostcode(code)).toBe(true),
  );

  it.each(['69003', '33000', '92300', '93100', '20000', '97400', '7501', ''])(
    '%s: by carrier',
    (code) => expect(isCargoBikePostcode(code)).toBe(false),
  );
});
