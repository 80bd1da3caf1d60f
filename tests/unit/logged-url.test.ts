import { expect, it } from 'vitest';
import { loggedUrl } from '../../server/logged-url.ts';

it('writes no payment’s redirectResult nor gift card code to the access log', () => {
  expect(loggedUrl('/carte-cadeau/confirmation?redirectResult=4wGjsNh2BBu8Ja_b')).toBe(
    '/carte-cadeau/confirmation?redirectResult=[masqué]',
  );
  expect(loggedUrl('/carte-cadeau/confirmation?utm_source=x&RedirectResult=abc&b=1')).toBe(
    '/carte-cadeau/confirmation?utm_source=x&RedirectResult=[masqué]&b=1',
  );
  expect(loggedUrl('/api/adyen/challenge/4wGjsNh2BBu8Ja_b')).toBe('/api/adyen/challenge/[masqué]');
  expect(loggedUrl('/api/discounts/add-gift-card/CADEAU-TEST-50')).toBe(
    '/api/discounts/add-gift-card/[masqué]',
  );
  expect(loggedUrl('/recettes/page/2?week=3')).toBe('/recettes/page/2?week=3');
  expect(loggedUrl(`/${'a'.repeat(400)}`)).toHaveLength(300);
});
