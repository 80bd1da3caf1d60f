import { describe, expect, it } from 'vitest';
import { quantitiesTogether } from '../../shared/quantity-spacing.ts';

describe('quantitiesTogether (DECISIONS, « Copy »)', () => {
  it('keeps a quantity and its unit on one line (« 12 min », « 60 cl »)', () => {
    expect(
      quantitiesTogether('cuisez 11 à 12 min, 60 cl d’eau (1,2 l pour 4), 500 g, 180 °C.'),
    ).toBe(
      'cuisez 11 à 12\u00a0min, 60\u00a0cl d’eau (1,2\u00a0l pour 4), 500\u00a0g, 180\u00a0°C.',
    );
    expect(quantitiesTogether('tronçons de 2 cm, rondelles de 5 mm, 450 kcal')).toBe(
      'tronçons de 2\u00a0cm, rondelles de 5\u00a0mm, 450\u00a0kcal',
    );
    // not the first letter of a word, nor an elided article
    expect(quantitiesTogether('2 grosses carottes, 1 l’oignon, 3 minutes, 4 mini-poivrons')).toBe(
      '2 grosses carottes, 1 l’oignon, 3 minutes, 4 mini-poivrons',
    );
  });
});
