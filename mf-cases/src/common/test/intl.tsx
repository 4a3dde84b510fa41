// Test providers: the IntlProvider the shell gives every page, with the shared texts and mf-cases's own.
import { DEFAULT_LOCALE, sharedMessages, useLocaleStore, type Locale } from '@lexdesk/shared';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { messages as casesMessages } from '../../i18n/messages';

/**
 * The texts of one language, without the shell's French fallback: a text missing in en or nl fails the
 * test that shows it instead of passing in French.
 */
export function messagesFor(locale: Locale): Record<string, string> {
  return { ...sharedMessages[locale], ...casesMessages[locale] };
}

export function TestIntlProvider({ locale = DEFAULT_LOCALE, children }: { locale?: Locale; children: ReactElement }) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messagesFor(locale)}
      onError={(error) => {
        // A missing text is a bug: fail the test rather than print the id.
        throw error;
      }}
    >
      {children}
    </IntlProvider>
  );
}

/** Like the shell's ShellIntlProvider: the language follows the locale store (the intake page sets it). */
export function StoreIntlProvider({ children }: { children: ReactElement }) {
  const locale = useLocaleStore((state) => state.locale);
  return <TestIntlProvider locale={locale}>{children}</TestIntlProvider>;
}
