import { createIntl } from 'react-intl';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../types/entities';

export type Messages = Record<string, string>;
export type Catalogue = Record<Locale, Messages>;
/**
 * A catalogue downloaded one language at a time: each function imports that language's texts (the build
 * makes `messages?locale=xx` a module of its own, see tools/webpack/compile-messages-loader.js).
 */
export type CatalogueLoaders = Record<Locale, () => Promise<Messages>>;

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

export interface SetLocaleOptions {
  /**
   * Whether the choice is the visitor's own, kept for their next visit (the default). false for a page whose
   * language is given to it (the intake form's ?lang=): the language applies to this page only.
   */
  remember?: boolean;
}

interface LocaleState {
  locale: Locale;
  /** Every remote registers its own catalogue; the shell's IntlProvider reads the merge. */
  messages: Catalogue;
  /**
   * Switches once every registered catalogue has the new language's texts (loaded first if needed). Setting
   * `locale` directly would show the remotes' texts of that language only if some earlier switch had loaded them.
   */
  setLocale: (locale: Locale, options?: SetLocaleOptions) => Promise<void>;
  registerMessages: (catalogue: Catalogue) => void;
  /** Loads the active language's texts now, the others when the user switches to them. */
  registerMessageLoaders: (loaders: CatalogueLoaders) => Promise<void>;
}

interface LazyCatalogue {
  loaders: CatalogueLoaders;
  /** One load per language, kept: a language loaded once stays merged. */
  loads: Map<Locale, Promise<void>>;
  /** The languages whose texts are merged. */
  loaded: Set<Locale>;
}

const lazyCatalogues: LazyCatalogue[] = [];
/** The language asked for last: a slower earlier switch must not win over it. */
let requestedLocale: Locale | undefined;

function mergeTexts(locale: Locale, texts: Messages): void {
  useLocaleStore.setState((state) => ({
    messages: { ...state.messages, [locale]: { ...state.messages[locale], ...texts } },
  }));
}

function loadLanguage(catalogue: LazyCatalogue, locale: Locale): Promise<void> {
  let load = catalogue.loads.get(locale);
  if (!load) {
    load = catalogue.loaders[locale]().then(
      (texts) => {
        mergeTexts(locale, texts);
        catalogue.loaded.add(locale);
      },
      (error: unknown) => {
        // Forgotten so that the next switch to this language tries again; meanwhile its texts show as ids.
        catalogue.loads.delete(locale);
        console.error(`[lexdesk] the ${locale} texts could not be loaded`, error);
      },
    );
    catalogue.loads.set(locale, load);
  }
  return load;
}

/** Resolves once the language's texts of every lazily registered catalogue are merged (or failed). */
export function loadMessages(locale: Locale): Promise<void> {
  return Promise.all(lazyCatalogues.map((catalogue) => loadLanguage(catalogue, locale))).then(() => undefined);
}

/*
 * A catalogue of plain ICU strings comes from a remote built before messages were compiled at build time.
 * The production shell's react-intl has no ICU parser (its build aliases it away), so such texts are parsed
 * here, with the parser fetched as a chunk of its own only when such a catalogue registers. Meanwhile the
 * strings are registered as they are: a text without placeholders already shows right.
 */
function hasStringTexts(catalogue: Catalogue): boolean {
  return LOCALES.some((locale) => Object.values(catalogue[locale] ?? {}).some((text) => typeof text === 'string'));
}

let parserInReactIntl: boolean | undefined;
/** Whether react-intl can format an ICU string itself (development and tests; production has no parser). */
function reactIntlParses(): boolean {
  if (parserInReactIntl === undefined) {
    const probe = createIntl({ locale: DEFAULT_LOCALE, messages: { probe: '{value}' }, onError: () => undefined });
    parserInReactIntl = probe.formatMessage({ id: 'probe' }, { value: 'parsed' }) === 'parsed';
  }
  return parserInReactIntl;
}

async function parsedCatalogue(catalogue: Catalogue): Promise<Catalogue> {
  // The parser's own ES module: the build's alias replaces only the bare package name.
  const { parse } = await import(
    /* webpackChunkName: "icu-parser" */ '@formatjs/icu-messageformat-parser/lib/index.js'
  );
  const parsed: Catalogue = { fr: {}, en: {}, nl: {} };
  for (const locale of LOCALES) {
    for (const [id, text] of Object.entries(catalogue[locale] ?? {})) {
      // Compiled texts (react-intl's AST) are arrays although the type says string.
      try {
        // A parsed text is react-intl's AST, which it formats as such.
        parsed[locale][id] = typeof text === 'string' ? (parse(text) as unknown as string) : text;
      } catch {
        // Not valid ICU: stays as it is, and react-intl shows it verbatim and reports the error.
        parsed[locale][id] = text;
      }
    }
  }
  return parsed;
}

function mergeCatalogue(catalogue: Catalogue): void {
  useLocaleStore.setState((state) => ({
    messages: {
      fr: { ...state.messages.fr, ...catalogue.fr },
      en: { ...state.messages.en, ...catalogue.en },
      nl: { ...state.messages.nl, ...catalogue.nl },
    },
  }));
}

/** Resolves when the string texts registered so far are parsed (tests, and nothing else, wait for it). */
let parsing: Promise<void> = Promise.resolve();

export const useLocaleStore: UseBoundStore<StoreApi<LocaleState>> = create<LocaleState>(() => ({
  locale: initialLocale(),
  messages: { fr: {}, en: {}, nl: {} },
  setLocale: async (locale, { remember = true } = {}) => {
    requestedLocale = locale;
    if (remember) {
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, locale);
      } catch {
        // Not persisted; the choice still applies to this visit.
      }
    }
    const loaded = lazyCatalogues.every((catalogue) => catalogue.loaded.has(locale));
    // Already loaded: switch at once (no extra render with the old language).
    if (!loaded) await loadMessages(locale);
    if (requestedLocale !== locale) return;
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
    useLocaleStore.setState({ locale });
  },
  registerMessages: (catalogue) => {
    mergeCatalogue(catalogue);
    // Compiled catalogues (every build's) skip the probe: its first Intl call costs tens of milliseconds.
    if (!hasStringTexts(catalogue) || reactIntlParses()) return;
    parsing = parsing
      .then(() => parsedCatalogue(catalogue))
      .then(mergeCatalogue)
      .catch((error: unknown) => console.error('[lexdesk] the ICU parser could not be loaded', error));
  },
  registerMessageLoaders: (loaders): Promise<void> => {
    const catalogue: LazyCatalogue = { loaders, loads: new Map(), loaded: new Set() };
    lazyCatalogues.push(catalogue);
    // The language shown now, or the one being switched to (registered during a switch).
    const pending = requestedLocale && requestedLocale !== useLocaleStore.getState().locale ? [requestedLocale] : [];
    return Promise.all(
      [useLocaleStore.getState().locale, ...pending].map((locale) => loadLanguage(catalogue, locale)),
    ).then(() => undefined);
  },
}));

export const registerMessages = (catalogue: Catalogue): void => useLocaleStore.getState().registerMessages(catalogue);
export const registerMessageLoaders = (loaders: CatalogueLoaders): Promise<void> =>
  useLocaleStore.getState().registerMessageLoaders(loaders);
/** Resolves once the string catalogues registered so far are parsed. */
export const messagesParsed = (): Promise<void> => parsing;
