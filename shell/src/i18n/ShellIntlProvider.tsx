import { DEFAULT_LOCALE, useLocaleStore, type Locale, type Messages } from '@lexdesk/shared/core';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { registerShellMessages } from './register';
import { currentTextsVersion, ShownTextsVersion } from './textsVersion';

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
  version: number;
}

function shownNow(): Shown {
  const { locale, messages } = useLocaleStore.getState();
  return { locale, catalogues: messages, version: currentTextsVersion() };
}

/**
 * The language and texts of the locale store, followed in transitions rather than through the store's hook
 * (whose updates are synchronous): a remote's texts arriving re-render every text of the page, which React then
 * does in slices instead of one long task. RemoteSlot waits for the texts its module came with (textsVersion.ts).
 */
function useShownTexts(): Shown {
  const [shown, setShown] = useState(shownNow);
  useEffect(() => {
    const follow = () => {
      const next = shownNow();
      startTransition(() =>
        setShown((current) =>
          current.locale === next.locale && current.catalogues === next.catalogues ? current : next,
        ),
      );
    };
    follow(); // a change between the first render and this effect
    return useLocaleStore.subscribe(follow);
  }, []);
  return shown;
}

export function ShellIntlProvider({ children }: { children: ReactNode }) {
  const { locale, catalogues, version } = useShownTexts();
  const messages = useMemo(() => messagesFor(locale, catalogues), [locale, catalogues]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE} onError={onIntlError}>
      <ShownTextsVersion.Provider value={version}>{children}</ShownTextsVersion.Provider>
    </IntlProvider>
  );
}
