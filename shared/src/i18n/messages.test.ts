import { sharedMessages } from './messages';

describe('shared catalogue', () => {
  it('has every French text in English and Dutch, none empty', () => {
    const frKeys = Object.keys(sharedMessages.fr ?? {}).sort();
    for (const locale of ['en', 'nl'] as const) {
      const catalogue = sharedMessages[locale] ?? {};
      expect({ locale, keys: Object.keys(catalogue).sort() }).toEqual({ locale, keys: frKeys });
      const empty = Object.entries(catalogue).filter(([, text]) => String(text).trim() === '');
      expect({ locale, empty }).toEqual({ locale, empty: [] });
    }
  });
});
