import { DEFAULT_LOCALE, useLocaleStore, type Locale, type Messages } from '@lexdesk/shared/core';
import { useEffect, useMemo, type ReactNode } from 'react';
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

export function ShellIntlProvider({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((state) => state.locale);
  const catalogues = useLocaleStore((state) => state.messages);
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
