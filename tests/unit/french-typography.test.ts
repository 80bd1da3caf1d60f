import { describe, expect, it } from 'vitest';
import { frenchSpacing, frenchTypography } from '../../shared/french-typography.ts';

describe('frenchTypography (DECISIONS, « Copy »)', () => {
  it('puts a no-break space before ; ? !', () => {
    expect(frenchTypography('Livrez-vous le samedi ? Oui !')).toBe(
      'Livrez-vous le samedi\u00a0? Oui\u00a0!',
    );
    expect(frenchTypography('un bol ; un plat')).toBe('un bol\u00a0; un plat');
  });

  it('puts a no-break space before a colon, inside guillemets, before % and €', () => {
    expect(frenchTypography('Le menu : « 24 recettes »')).toBe(
      'Le menu\u00a0: «\u00a024 recettes\u00a0»',
    );
    expect(frenchTypography('90 % d’ingrédients, dès 4,69 €')).toBe(
      '90\u00a0% d’ingrédients, dès 4,69\u00a0€',
    );
  });

  it('keeps an hour on one line, and its minutes with it', () => {
    expect(frenchTypography('de 8 h à 20 h, avant 23 h 59.')).toBe(
      'de 8\u00a0h à 20\u00a0h, avant 23\u00a0h\u00a059.',
    );
    // not a word that begins with h, nor a number that follows
    expect(frenchTypography('2 heures, 3 hommes, à 20 h 2024')).toBe(
      '2 heures, 3 hommes, à 20\u00a0h 2024',
    );
  });

  it('adds nothing where French writes none', () => {
    expect(frenchTypography('08:00–12:00')).toBe('08:00–12:00');
    expect(frenchTypography('https://www.potimarron.fr')).toBe('https://www.potimarron.fr');
  });

  it('keeps text already set as it is', () => {
    const set = 'Quels jours\u00a0? 90\u00a0% et 4\u00a0€\u00a0: oui';
    expect(frenchTypography(set)).toBe(set);
  });

  // Hostile CMS text: 40,000 spaces took 10.5 s with the patterns of before (each space started
  // a scan to the end of the run); now one pass. Checked by the result only.
  it('sets a long run of spaces in one pass', () => {
    const run = ' '.repeat(400_000);
    expect(frenchTypography(`a${run}b`)).toBe(`a${run}b`);
    expect(frenchTypography(`a${run}!`)).toBe('a\u00a0!');
    expect(frenchTypography(`«${run}a${run}»`)).toBe('«\u00a0a\u00a0»');
  });
});

describe('frenchSpacing (DECISIONS, « Copy »), a piece of CMS text', () => {
  it('makes the ordinary spaces French typography names no-break, an hour’s too', () => {
    expect(frenchSpacing(' : avant 23 h 59, « 90 % » !')).toBe(
      '\u00a0: avant 23\u00a0h\u00a059, «\u00a090\u00a0%\u00a0»\u00a0!',
    );
  });

  it('adds none where the writer typed none (an address, a time)', () => {
    expect(frenchSpacing('https://www.potimarron.fr/faq?q=bio, 08:00')).toBe(
      'https://www.potimarron.fr/faq?q=bio, 08:00',
    );
  });
});
