import { describe, expect, it } from 'vitest';
import { metaDescription } from '../../shared/meta-description.ts';

describe('metaDescription: what a search result shows of a page (DESIGN §4)', () => {
  it('keeps a text of 160 characters or fewer whole, on one line', () => {
    expect(metaDescription('  Livrée chez vous,\n\tchaque semaine.  ')).toBe(
      'Livrée chez vous, chaque semaine.',
    );
    const exactly = 'a'.repeat(160);
    expect(metaDescription(exactly)).toBe(exactly);
  });

  it('keeps the non-breaking spaces of French typography', () => {
    const text = 'Vos questions\u00a0: «\u00a0livraison\u00a0», 12\u202f€\u00a0!';
    expect(metaDescription(text)).toBe(text);
  });

  it('cuts a longer text after its last whole word within 160 characters, with « … »', () => {
    const text = `${'mot '.repeat(50)}fin`;
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('mot…')).toBe(true);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
  });

  it('leaves no punctuation hanging before the ellipsis', () => {
    const text = `${'a'.repeat(150)} bbbbbb, ${'c'.repeat(20)}`;
    expect(metaDescription(text)).toBe(`${'a'.repeat(150)} bbbbbb…`);
  });

  it('never leaves « guillemets » open: cuts before the quotation', () => {
    const text = `${'a'.repeat(130)} cliquez sur «\u00a0Mettre en pause\u00a0» puis confirmez.`;
    expect(metaDescription(text)).toBe(`${'a'.repeat(130)} cliquez sur…`);
    const closed = `${'a'.repeat(100)} «\u00a0Mon abonnement\u00a0» ${'b '.repeat(40)}`;
    expect(metaDescription(closed)).toContain('«\u00a0Mon abonnement\u00a0» b');
  });

  it('cuts a single word longer than 160 characters', () => {
    expect(metaDescription('x'.repeat(300))).toBe(`${'x'.repeat(159)}…`);
  });
});
