import { describe, expect, it } from 'vitest';
import { ApiError, ApiUnavailableError, apiErrorOf } from '../../client/api/api-error.ts';
import { frenchErrorMessage } from '../../shared/errors.ts';
import {
  alreadySubscribedMessage,
  newsletterErrorMessage,
} from '../../client/api/queries/newsletter.ts';

describe('the newsletter’s messages', () => {
  it('says an address is already subscribed (spec §8 « This attribute must be unique »)', () => {
    const body = { data: null, error: { status: 400, message: 'This attribute must be unique' } };
    expect(newsletterErrorMessage(new ApiError(400, body, frenchErrorMessage(body)))).toBe(
      alreadySubscribedMessage,
    );
    expect(alreadySubscribedMessage).toBe('Cette adresse est déjà inscrite à notre lettre.');
  });

  it('says other failures in French', async () => {
    expect(newsletterErrorMessage(new ApiUnavailableError())).toMatch(/momentanément indisponible/);
    expect(
      newsletterErrorMessage(await apiErrorOf(400, { error: { message: 'Bad Request' } })),
    ).toBe('Votre demande n’a pas pu être traitée. Vérifiez les informations saisies.');
    expect(newsletterErrorMessage(new TypeError('x'))).toBe(
      'Une erreur est survenue. Veuillez réessayer.',
    );
  });
});
