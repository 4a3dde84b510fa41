import { createIntl } from 'react-intl';
import { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { useLocaleStore } from '../stores/locale';
import type { Locale } from '../types/entities';
import { errorToastText } from './errors';
import { sharedMessages } from './messages';

const intlFor = (locale: Locale) => createIntl({ locale, messages: sharedMessages[locale] });
const client = new ApiClient('http://localhost/api');

/** The error the client itself produces for an answer (or no answer at all). */
async function clientError(respond: () => Response | Promise<Response>): Promise<unknown> {
  globalThis.fetch = jest.fn(async () => respond()) as typeof fetch;
  return client.get('user').catch((error: unknown) => error);
}

beforeEach(() => useLocaleStore.setState({ locale: 'fr' }));

describe('errorToastText', () => {
  it.each<[Locale, string]>([
    ['en', 'Error: Something went wrong. Please try again later.'],
    ['nl', 'Fout: Er is een probleem opgetreden. Probeer het later opnieuw.'],
    ['fr', 'Error: Un problème est survenu. Veuillez réessayer plus tard.'],
  ])('says errors.500 in %s for a network failure', async (locale, text) => {
    const error = await clientError(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(errorToastText(intlFor(locale), error)).toBe(text);
  });

  it('says errors.500 in the reader language for an answer that is not the envelope', async () => {
    const error = await clientError(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(errorToastText(intlFor('en'), error)).toBe('Error: Something went wrong. Please try again later.');
  });

  it("shows the server's own message when there is one", async () => {
    const error = await clientError(
      () =>
        new Response(JSON.stringify({ status: 'error', code: 'forbidden', message: 'Accès refusé' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(errorToastText(intlFor('en'), error)).toBe('Error: Accès refusé');
  });

  it('falls back to errors.500 for an empty or blank message and for anything that is not an ApiError', () => {
    const intl = intlFor('en');
    const generic = 'Error: Something went wrong. Please try again later.';
    expect(errorToastText(intl, new ApiError({ status: 500, code: 'x', message: '' }))).toBe(generic);
    expect(errorToastText(intl, new ApiError({ status: 500, code: 'x', message: '  ' }))).toBe(generic);
    expect(errorToastText(intl, new Error('internal detail'))).toBe(generic);
  });
});
