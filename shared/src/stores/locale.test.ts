import { createIntl } from 'react-intl';

// The production build: react-intl without the ICU parser (create-config.js aliases it to this entry).
jest.mock('@formatjs/icu-messageformat-parser', () =>
  jest.requireActual('@formatjs/icu-messageformat-parser/no-parser'),
);

import { messagesParsed, registerMessageLoaders, registerMessages, useLocaleStore } from './locale';

const intlFor = (locale: 'fr' | 'en' | 'nl') =>
  createIntl({ locale, messages: useLocaleStore.getState().messages[locale], onError: () => undefined });

describe('a catalogue of plain strings (a remote built before compiled messages)', () => {
  it('formats its placeholders and plurals once the parser chunk has parsed it', async () => {
    registerMessages({
      fr: { 'old.greeting': 'Bonjour {name}', 'old.count': '{count, plural, one {# affaire} other {# affaires}}' },
      en: { 'old.greeting': 'Hello {name}', 'old.count': '{count, plural, one {# case} other {# cases}}' },
      nl: { 'old.greeting': 'Hallo {name}', 'old.count': '{count, plural, one {# zaak} other {# zaken}}' },
    });
    await messagesParsed();

    const intl = intlFor('en');
    expect(intl.formatMessage({ id: 'old.greeting' }, { name: 'Ada' })).toBe('Hello Ada');
    expect(intl.formatMessage({ id: 'old.count' }, { count: 1 })).toBe('1 case');
    expect(intlFor('fr').formatMessage({ id: 'old.count' }, { count: 3 })).toBe('3 affaires');
  });
});

describe('a catalogue loaded one language at a time', () => {
  it('downloads only the active language, and the next one before switching to it', async () => {
    await useLocaleStore.getState().setLocale('fr');
    const loaders = {
      fr: jest.fn(async () => ({ 'lazy.title': 'Titre' })),
      en: jest.fn(async () => ({ 'lazy.title': 'Title' })),
      nl: jest.fn(async () => ({ 'lazy.title': 'Titel' })),
    };
    await registerMessageLoaders(loaders);
    expect(useLocaleStore.getState().messages.fr['lazy.title']).toBe('Titre');
    expect(loaders.en).not.toHaveBeenCalled();
    expect(loaders.nl).not.toHaveBeenCalled();

    const switching = useLocaleStore.getState().setLocale('nl');
    // Still French until the Dutch texts are there: no moment with ids instead of texts.
    expect(useLocaleStore.getState().locale).toBe('fr');
    await switching;
    expect(useLocaleStore.getState().locale).toBe('nl');
    expect(useLocaleStore.getState().messages.nl['lazy.title']).toBe('Titel');
    expect(loaders.en).not.toHaveBeenCalled();
  });

  it('loads the current language for a catalogue registered after a switch', async () => {
    await useLocaleStore.getState().setLocale('en');
    const loaders = {
      fr: jest.fn(async () => ({ 'late.title': 'Tard' })),
      en: jest.fn(async () => ({ 'late.title': 'Late' })),
      nl: jest.fn(async () => ({ 'late.title': 'Laat' })),
    };
    await registerMessageLoaders(loaders);
    expect(loaders.fr).not.toHaveBeenCalled();
    expect(intlFor('en').formatMessage({ id: 'late.title' })).toBe('Late');
  });
});

describe("a page's own language (the intake form's ?lang=)", () => {
  it("loads the texts before switching and leaves the visitor's saved choice alone", async () => {
    await useLocaleStore.getState().setLocale('fr');
    expect(localStorage.getItem('lexdesk.locale')).toBe('fr');
    const loaders = {
      fr: jest.fn(async () => ({ 'page.title': 'Formulaire' })),
      en: jest.fn(async () => ({ 'page.title': 'Form' })),
      nl: jest.fn(async () => ({ 'page.title': 'Formulier' })),
    };
    await registerMessageLoaders(loaders);

    const switching = useLocaleStore.getState().setLocale('nl', { remember: false });
    expect(useLocaleStore.getState().locale).toBe('fr');
    await switching;
    expect(useLocaleStore.getState().locale).toBe('nl');
    expect(intlFor('nl').formatMessage({ id: 'page.title' })).toBe('Formulier');
    expect(document.documentElement.lang).toBe('nl');
    expect(localStorage.getItem('lexdesk.locale')).toBe('fr');
  });
});
