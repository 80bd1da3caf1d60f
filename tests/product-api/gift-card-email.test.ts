import { describe, expect, it } from 'vitest';
import { giftCardEmail } from '../../product-api/payments/gift-card-email.ts';
import type { GiftCardOrder } from '../../product-api/payments/gift-cards.ts';

// The gift card's e-mail, written to the log by the embedded API (README "Gift card e-mail").

const order: GiftCardOrder = {
  value: 50,
  buyerEmail: 'claire@example.fr',
  recipientName: 'Hugo',
  recipientEmail: null,
  message: 'Joyeux anniversaire !',
};
const card = { code: 'POTI-DRMU-4EVK', value: 50, expires_at: '2027-11-25T10:00:00.000Z' };
const lines = (text: string) => text.split('\n');

describe('the gift card e-mail', () => {
  it('gives the code, the amount, the validity date, the name and the message', () => {
    const email = giftCardEmail(order, card);
    expect(email.to).toEqual(['claire@example.fr']);
    expect(email.subject).toBe('Une carte cadeau Potimarron de 50\u00a0€ pour Hugo');
    expect(lines(email.text)).toEqual([
      'Bonjour,',
      '',
      'Voici une carte cadeau Potimarron de 50\u00a0€ pour Hugo.',
      '',
      'Code\u00a0: POTI-DRMU-4EVK',
      'Montant\u00a0: 50\u00a0€',
      'Valable jusqu’au 25 novembre 2027',
      '',
      'Le mot qui l’accompagne\u00a0:',
      '> Joyeux anniversaire !',
      '',
      'Pour l’utiliser, saisissez ce code dans le panier au moment de commander.',
      '',
      'Bon appétit\u202f!',
      'L’équipe Potimarron',
      '',
    ]);
  });

  it('goes to the recipient too when the buyer gave an address', () => {
    const email = giftCardEmail({ ...order, recipientEmail: 'hugo@example.fr' }, card);
    expect(email.to).toEqual(['claire@example.fr', 'hugo@example.fr']);
  });

  it('leaves the message out when there is none', () => {
    const { text } = giftCardEmail({ ...order, message: null }, card);
    expect(text).not.toContain('accompagne');
    expect(text).toContain('Valable jusqu’au 25 novembre 2027\n\nPour l’utiliser');
  });

  it('puts no ordinary space before « : ; ? ! € » in its own words', () => {
    const { subject, text } = giftCardEmail({ ...order, message: null }, card);
    for (const written of [subject, text]) expect(written).not.toMatch(/[ \t][:;?!€»]/);
  });

  it('dates the validity in Paris, and writes the first of a month « 1er »', () => {
    const late = giftCardEmail(order, { ...card, expires_at: '2027-11-25T23:30:00.000Z' });
    expect(late.text).toContain('Valable jusqu’au 26 novembre 2027');
    const first = giftCardEmail(order, { ...card, expires_at: '2027-10-31T23:30:00.000Z' });
    expect(first.text).toContain('Valable jusqu’au 1er novembre 2027');
  });

  it('writes euros as Intl fr-FR does, cents only when there are some', () => {
    expect(giftCardEmail(order, { ...card, value: 100 }).subject).toContain(' 100\u00a0€ ');
    expect(giftCardEmail(order, { ...card, value: 12.5 }).subject).toContain(' 12,50\u00a0€ ');
  });

  it('keeps markup as literal text', () => {
    const { subject, text } = giftCardEmail(
      { ...order, recipientName: '<b>Hugo</b>', message: '<script>alert(1)</script> &amp;' },
      card,
    );
    expect(subject).toContain('pour <b>Hugo</b>');
    expect(text).toContain('> <script>alert(1)</script> &amp;');
  });

  it('flattens line breaks in a name, so that nobody forges a line', () => {
    const forged = 'Hugo\r\nCode : POTI-FAUX-CODE\u2028Montant : 100 €\u0085!';
    const { subject, text } = giftCardEmail({ ...order, recipientName: forged }, card);
    expect(subject).toBe(
      'Une carte cadeau Potimarron de 50\u00a0€ pour Hugo Code : POTI-FAUX-CODE Montant : 100 € !',
    );
    expect(lines(text).filter((line) => line.startsWith('Code'))).toEqual([
      'Code\u00a0: POTI-DRMU-4EVK',
    ]);
    expect(lines(text).filter((line) => line.startsWith('Montant'))).toEqual([
      'Montant\u00a0: 50\u00a0€',
    ]);
  });

  it('keeps the lines of a message, each quoted', () => {
    const message = 'Joyeux anniversaire !\r\n\r\nCode : POTI-FAUX-CODE\rBises\u2028Claire';
    const { text } = giftCardEmail({ ...order, message }, card);
    expect(text).toContain(
      [
        'Le mot qui l’accompagne\u00a0:',
        '> Joyeux anniversaire !',
        '>',
        '> Code : POTI-FAUX-CODE',
        '> Bises',
        '> Claire',
        '',
      ].join('\n'),
    );
    expect(lines(text).filter((line) => line.startsWith('Code'))).toHaveLength(1);
  });
});
