import { describe, expect, it } from 'vitest';
import {
  fallbackErrorMessage,
  frenchErrorMessage,
  frenchServerMessages,
} from '../../shared/errors.ts';
import {
  gatewayTimeoutMessage,
  tooManyAttemptsLaterMessage,
  tooManyAttemptsMessage,
  unavailableMessage,
} from '../../shared/site-error-messages.ts';

const strapi = (message: unknown, status = 400) => ({
  data: null,
  error: { status, name: 'ApplicationError', message, details: {} },
});

// spec §8, "Known server messages", every one of them
const specMessages = [
  'Invalid identifier or password',
  'Identifier or password is a required field',
  'Incorrect code provided',
  'Account blocked by an administrator',
  'Password under 6 characters',
  'Missing password or identifier',
  'Cannot suspend first order',
  'code not found',
  'unable to create order',
  'You cannot reactivate this order anymore',
  'Email already taken',
  'Email or username already taken',
  'Username already taken',
  'Bad Request',
  'Forbidden',
  'Unauthorized',
  'Internal Server Error',
  'Invalid relations',
  'Invalid token',
  'Token expired',
  'Method Not Allowed',
  'Missing or invalid credentials',
  'Not Found',
  'Record not found',
  'This attribute must be unique',
  'Not allowed to access this resource',
  'Invalid JSON: only objects or arrays accepted',
  'Card creation impossible: customer reference missing',
  'Payment method not provided',
  'Order reference not found in the payment response',
  'An error occurred',
];

describe('fallbackErrorMessage (spec §8)', () => {
  it('is the generic French message', () => {
    expect(fallbackErrorMessage).toBe('Une erreur est survenue. Veuillez réessayer.');
  });
});

describe('frenchServerMessages: the table of spec §8', () => {
  it('maps every known server message of spec §8', () => {
    for (const message of specMessages) {
      expect(frenchServerMessages[message], message).toBeDefined();
      expect(frenchErrorMessage(strapi(message)), message).toBe(frenchServerMessages[message]);
    }
  });

  it.each([
    ['Invalid identifier or password', 'Adresse e-mail ou mot de passe incorrect.'],
    ['code not found', 'Ce code n’existe pas ou a expiré.'],
    ['Cannot suspend first order', 'Votre première commande ne peut pas être suspendue.'],
    [
      'You cannot reactivate this order anymore',
      'Cette commande ne peut plus être réactivée\u00a0: contactez notre service client.',
    ],
    [
      'Account blocked by an administrator',
      'Votre compte a été désactivé par notre service client. Contactez-nous pour le réactiver.',
    ],
    ['Forbidden', 'Accès interdit.'],
    ['Unauthorized', 'Non autorisé.'],
    ['An error occurred', fallbackErrorMessage],
  ])('%s → %s', (english, french) => {
    expect(frenchErrorMessage(strapi(english))).toBe(french);
  });

  it.each([
    'Payment method not provided',
    'Order reference not found in the payment response',
    'Card creation impossible: customer reference missing',
    'You cannot reactivate this order anymore',
  ])('%s sends the visitor to customer service', (english) => {
    expect(frenchErrorMessage(strapi(english, 422))).toMatch(/contactez notre service client\.$/);
  });

  it('asks to reload or contact after-sales support when an order cannot be created', () => {
    expect(frenchErrorMessage(strapi('unable to create order'))).toMatch(
      /Rechargez la page.*service après-vente/,
    );
  });

  it('says 6 characters for a short password (spec §5, §9)', () => {
    expect(frenchErrorMessage(strapi('Password under 6 characters'))).toContain(
      '6\u00a0caractères',
    );
  });

  describe.each(Object.entries(frenchServerMessages))('%s → %s', (_english, french) => {
    it('is a French sentence: capital first, full stop last, no English quote', () => {
      expect(french).toMatch(/^[A-ZÀ-Ý]/);
      expect(french).toMatch(/\.$/);
      expect(french).not.toContain("'");
      expect(french).not.toContain('"');
    });

    it('has a non-breaking space before « : ; ? ! » and inside guillemets', () => {
      expect(french).not.toMatch(/[^\u00a0\u202f][:;?!»]/);
      expect(french).not.toMatch(/«[^\u00a0\u202f]/);
      expect(french).not.toMatch(/ [:;?!»]|« /);
    });
  });

  it('has no two keys that differ only by case (the case-insensitive lookup is unambiguous)', () => {
    const keys = Object.keys(frenchServerMessages).map((key) => key.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(frenchServerMessages)).toBe(true);
  });
});

describe('frenchErrorMessage: spec §8 order', () => {
  it('1. the Strapi error message, mapped to French', () => {
    expect(frenchErrorMessage(strapi('Forbidden', 403))).toBe('Accès interdit.');
  });

  it('1. wins over a response message', () => {
    expect(frenchErrorMessage({ ...strapi('Forbidden'), message: 'Unauthorized' })).toBe(
      'Accès interdit.',
    );
  });

  it('1. decides even when unknown: the first message present is the one answered', () => {
    expect(frenchErrorMessage({ ...strapi('Something odd'), message: 'Forbidden' })).toBe(
      fallbackErrorMessage,
    );
  });

  it('2. else the response message, mapped to French', () => {
    expect(frenchErrorMessage({ message: 'Token expired' })).toBe(
      'Votre session a expiré. Veuillez vous reconnecter.',
    );
    expect(frenchErrorMessage({ error: {}, message: 'Token expired' })).toBe(
      'Votre session a expiré. Veuillez vous reconnecter.',
    );
    expect(frenchErrorMessage({ error: 'Bad Request', message: 'Not Found' })).toBe(
      'Ce contenu est introuvable.',
    );
  });

  it('2. skips an empty or non-string Strapi message', () => {
    expect(frenchErrorMessage({ error: { message: '' }, message: 'Forbidden' })).toBe(
      'Accès interdit.',
    );
    expect(frenchErrorMessage({ error: { message: 42 }, message: 'Forbidden' })).toBe(
      'Accès interdit.',
    );
    expect(frenchErrorMessage({ error: { message: '   ' }, message: 'Forbidden' })).toBe(
      'Accès interdit.',
    );
  });

  it('3. else the raw response when it is a string, mapped to French', () => {
    expect(frenchErrorMessage('Method Not Allowed')).toBe('Cette action n’est pas autorisée.');
    expect(frenchErrorMessage('  Not Found\n')).toBe('Ce contenu est introuvable.');
  });

  it('3. never shows raw HTML', () => {
    expect(frenchErrorMessage('<html><body><h1>502 Bad Gateway</h1></body></html>')).toBe(
      fallbackErrorMessage,
    );
    expect(frenchErrorMessage('\n  <!DOCTYPE html><title>Forbidden</title>')).toBe(
      fallbackErrorMessage,
    );
    expect(frenchErrorMessage(strapi('<img src=x onerror=alert(1)>'))).toBe(fallbackErrorMessage);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a blank string', '  \n '],
    ['a number', 500],
    ['a boolean', false],
    ['an array', ['Forbidden']],
    ['an empty object', {}],
    ['a Strapi answer without message', { data: null, error: { status: 500 } }],
    ['a message that is not a string', { message: ['Forbidden'] }],
  ])('4. else the fallback: %s', (_case, body) => {
    expect(frenchErrorMessage(body)).toBe(fallbackErrorMessage);
  });
});

describe('frenchErrorMessage: generic and unknown messages', () => {
  it.each(['1 errors occurred', '2 errors occurred', '12 errors occurred', 'An error occurred'])(
    '%s → the fallback',
    (message) => {
      expect(frenchErrorMessage(strapi(message))).toBe(fallbackErrorMessage);
      expect(frenchErrorMessage({ message })).toBe(fallbackErrorMessage);
    },
  );

  it.each([
    'Invalid filters: too deep',
    'SQLITE_BUSY: database is locked',
    'TypeError: Cannot read properties of undefined',
    'Failed to fetch',
    'Bad Gateway',
    'errors occurred',
    'x 2 errors occurred',
    'Forbidden!',
    '__proto__',
    'constructor',
    'toString',
  ])('an unknown message (%s) → the fallback, never English', (message) => {
    expect(frenchErrorMessage(strapi(message))).toBe(fallbackErrorMessage);
    expect(frenchErrorMessage(message)).toBe(fallbackErrorMessage);
  });

  it('matches exactly first, then whatever the case', () => {
    expect(frenchErrorMessage(strapi('forbidden'))).toBe('Accès interdit.');
    expect(frenchErrorMessage(strapi('CODE NOT FOUND'))).toBe('Ce code n’existe pas ou a expiré.');
    expect(frenchErrorMessage(strapi('Code Not Found'))).toBe('Ce code n’existe pas ou a expiré.');
    expect(frenchErrorMessage(strapi(' Invalid token '))).toBe(
      'Votre session n’est plus valide. Veuillez vous reconnecter.',
    );
  });

  it('reads the message of a thrown Error', () => {
    expect(frenchErrorMessage(new Error('Unauthorized'))).toBe('Non autorisé.');
    expect(frenchErrorMessage(new TypeError('fetch failed'))).toBe(fallbackErrorMessage);
  });

  it('keeps a message already in French (mapping twice is harmless)', () => {
    const french = frenchErrorMessage(strapi('Forbidden'));
    expect(frenchErrorMessage(french)).toBe(french);
    expect(frenchErrorMessage(fallbackErrorMessage)).toBe(fallbackErrorMessage);
  });

  it('copes with a very long message', () => {
    expect(frenchErrorMessage(strapi('x'.repeat(1_000_000)))).toBe(fallbackErrorMessage);
    expect(frenchErrorMessage(`${'9'.repeat(100_000)} errors occurred`)).toBe(fallbackErrorMessage);
  });
});

describe('frenchErrorMessage: the site’s own answers (its proxy and its rate limits)', () => {
  it('shows the rate limits’ French sentence as it is, with the wait', () => {
    const message = tooManyAttemptsMessage(14 * 60_000 + 1);
    expect(message).toBe('Trop de tentatives. Veuillez réessayer dans 15\u00a0minutes.');
    expect(frenchErrorMessage({ error: { status: 429, message } })).toBe(message);
    expect(tooManyAttemptsMessage(1000)).toBe(
      'Trop de tentatives. Veuillez réessayer dans 1\u00a0minute.',
    );
  });

  it('shows the proxy’s 502 and 504 sentences as they are', () => {
    for (const message of [unavailableMessage, gatewayTimeoutMessage])
      expect(frenchErrorMessage({ error: { message } })).toBe(message);
  });

  it('maps the product API’s own 429 and 503 messages to French', () => {
    expect(
      frenchErrorMessage({ error: { message: 'Too many requests, please try again later.' } }),
    ).toBe(tooManyAttemptsLaterMessage);
    expect(frenchErrorMessage({ error: { message: 'Service Unavailable' } })).toBe(
      unavailableMessage,
    );
  });

  it('does not let another sentence through because it starts like one of ours', () => {
    expect(
      frenchErrorMessage({ error: { message: 'Trop de tentatives. <b>Cliquez ici</b>' } }),
    ).toBe(fallbackErrorMessage);
  });
});
