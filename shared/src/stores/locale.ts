import { create } from 'zustand';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../types/entities';

export type Messages = Record<string, string>;
export type Catalogue = Record<Locale, Messages>;

const STORAGE_KEY = 'lexdesk.locale';

function initialLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  } catch {
    // Storage may be blocked (private mode, sandboxed iframe): fall back to French.
  }
  return DEFAULT_LOCALE;
}

interface LocaleState {
  locale: Locale;
  /** Every remote registers its own catalogue; the shell's IntlProvider reads the merge. */
  messages: Catalogue;
  setLocale: (locale: Locale) => void;
  registerMessages: (catalogue: Catalogue) => void;
}

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: initialLocale(),
  messages: { fr: {}, en: {}, nl: {} },
  setLocale: (locale) => {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, locale);
    } catch {
      // Not persisted; the choice still applies to this visit.
    }
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
    set({ locale });
  },
  registerMessages: (catalogue) =>
    set((state) => ({
      messages: {
        fr: { ...state.messages.fr, ...catalogue.fr },
        en: { ...state.messages.en, ...catalogue.en },
        nl: { ...state.messages.nl, ...catalogue.nl },
      },
    })),
}));

export const registerMessages = (catalogue: Catalogue): void => useLocaleStore.getState().registerMessages(catalogue);
