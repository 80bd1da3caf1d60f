import { describe, expect, it } from 'vitest';
import { ApiError, ApiUnavailableError, apiErrorOf } from '../../client/api/api-error.ts';
import { frenchErrorMessage } from '../../shared/errors.ts';
import {
  isAlreadySubscribed,
  newsletterErrorMessage,
} from '../../client/api/queries/newsletter.ts';

describe('the newsletter’s messages', () => {
  it('knows an address already subscribed (spec §8 « This attribute must be unique »), to say nothing of it', () => {
    const body = { data: null, error: { status: 400, message: 'This attribute must be unique' } };
    expect(isAlreadySubscribed(new ApiError(400, body, frenchErrorMessage(body)))).toBe(true);
    const other = { data: null, error: { status: 400, message: 'Bad Request' } };
    expect(isAlreadySubscribed(new ApiError(400, other, frenchErrorMessage(other)))).toBe(false);
    expect(isAlreadySubscribed(new ApiUnavailableError())).toBe(false);
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
