import { DEFAULT_LOCALE, useLocaleStore, type Locale, type Messages } from '@lexdesk/shared/core';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { registerShellMessages } from './register';

// Started on import (the bootstrap waits for it through loadMessages); tests render once it has resolved.
export const shellMessagesRegistered = registerShellMessages();

/**
 * Missing keys are expected for a moment (a remote registers its catalogue when it loads) and for
 * texts not yet translated; they are noise in production and a to-do list in development.
 */
export const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    if (process.env.NODE_ENV === 'development') console.warn(error.message);
    return;
  }
  console.error(error);
};

/** French is the reference catalogue: a text missing in en or nl shows in French rather than as a key. */
export function messagesFor(locale: Locale, catalogues: Record<Locale, Messages>): Messages {
  return locale === DEFAULT_LOCALE
    ? catalogues[DEFAULT_LOCALE]
    : { ...catalogues[DEFAULT_LOCALE], ...catalogues[locale] };
}

interface Shown {
  locale: Locale;
  catalogues: Record<Locale, Messages>;
}

/**
 * The language and texts from the locale store, followed in transitions rather than through the store's own
 * hook: every registration of a remote's texts (and a language switch) re-renders the whole page under the
 * provider, which a transition renders in short slices instead of one long task. A remote's page, revealed
 * in a transition too (RemoteSlot) after its texts were merged, renders in the same pass as its texts.
 */
function useShownCatalogues(): Shown {
  const [shown, setShown] = useState<Shown>(() => {
    const { locale, messages } = useLocaleStore.getState();
    return { locale, catalogues: messages };
  });
  useEffect(() => {
    const follow = () => {
      const { locale, messages } = useLocaleStore.getState();
      startTransition(() =>
        setShown((current) =>
          current.locale === locale && current.catalogues === messages ? current : { locale, catalogues: messages },
        ),
      );
    };
    follow(); // a change between the first render and this effect
    return useLocaleStore.subscribe(follow);
  }, []);
  return shown;
}

export function ShellIntlProvider({ children }: { children: ReactNode }) {
  const { locale, catalogues } = useShownCatalogues();
  const messages = useMemo(() => messagesFor(locale, catalogues), [locale, catalogues]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
