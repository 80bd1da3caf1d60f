import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../shared/email.ts';

// spec §5: total length 6 to 254; local part 1 to 64; domain labels at most 63 characters,
// 1 to 8 labels; final label 2 to 63 letters.

const repeat = (char: string, count: number) => char.repeat(count);
/** `count` labels of `size` characters, each followed by a dot */
const labels = (count: number, size = 1) =>
  Array.from(
    { length: count },
    (_, i) => `${repeat(String.fromCharCode(97 + (i % 26)), size)}.`,
  ).join('');

describe('isValidEmail (spec §5)', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'abonne@example.fr',
      'claire.martin@potimarron.fr',
      'prenom+box@mail.example.co.uk',
      'o-neil_2@sub-domain.example.com',
      "o'brien@example.ie",
    ])
      expect(isValidEmail(email), email).toBe(true);
  });

  it('wants a total length of 6 to 254 characters', () => {
    expect(isValidEmail('a@b.fr')).toBe(true); // 6
    expect(isValidEmail('a@b.f')).toBe(false); // 5 (and a one-letter final label)
    const local = repeat('l', 64);
    // 64 + 1 + 3 labels of 61 + dots (186) + « fr » (2) = 253, then 254 and 255
    const domain = `${labels(3, 61)}fr`;
    expect(`${local}@${domain}`).toHaveLength(253);
    expect(isValidEmail(`${local}@${domain}`)).toBe(true);
    expect(isValidEmail(`${local}@${labels(3, 61)}frr`)).toBe(true); // 254
    expect(`${local}@${labels(3, 61)}frrr`).toHaveLength(255);
    expect(isValidEmail(`${local}@${labels(3, 61)}frrr`)).toBe(false);
  });

  it('wants a local part of 1 to 64 characters', () => {
    expect(isValidEmail('@example.fr')).toBe(false);
    expect(isValidEmail(`${repeat('l', 64)}@example.fr`)).toBe(true);
    expect(isValidEmail(`${repeat('l', 65)}@example.fr`)).toBe(false);
  });

  it('wants domain labels of at most 63 characters', () => {
    expect(isValidEmail(`a@${repeat('d', 63)}.fr`)).toBe(true);
    expect(isValidEmail(`a@${repeat('d', 64)}.fr`)).toBe(false);
  });

  it('wants 1 to 8 labels before the final one', () => {
    expect(isValidEmail('abonne@fr')).toBe(false); // no label
    expect(isValidEmail(`a@${labels(1)}fr`)).toBe(true);
    expect(isValidEmail(`a@${labels(8)}fr`)).toBe(true);
    expect(isValidEmail(`a@${labels(9)}fr`)).toBe(false);
  });

  it('wants a final label of 2 to 63 letters', () => {
    expect(isValidEmail('abonne@example.f')).toBe(false);
    expect(isValidEmail('abonne@example.fr')).toBe(true);
    expect(isValidEmail(`abonne@example.${repeat('z', 63)}`)).toBe(true);
    expect(isValidEmail(`abonne@example.${repeat('z', 64)}`)).toBe(false);
    expect(isValidEmail('abonne@example.f2')).toBe(false);
  });

  it('refuses what is not an address at all', () => {
    for (const email of [
      '',
      'abonne.example.fr',
      'abonne@@example.fr',
      'a bonne@example.fr',
      'abonne@exa mple.fr',
      '.abonne@example.fr',
      'abonne.@example.fr',
      'abo..nne@example.fr',
      'abonne@-example.fr',
      'abonne@example-.fr',
      'abonne@example..fr',
      'abonne@.example.fr',
      'abonne@example.fr.',
      ' abonne@example.fr',
    ])
      expect(isValidEmail(email), JSON.stringify(email)).toBe(false);
  });
});
