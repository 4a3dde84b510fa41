// Test providers: the IntlProvider the shell gives every page, with the shared texts and mf-tagging's own.
import { DEFAULT_LOCALE, sharedMessages, type Locale } from '@lexdesk/shared';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { messages as taggingMessages } from '../../i18n/messages';

/** One language's texts without the shell's French fallback: a text missing in en or nl fails its test. */
export function messagesFor(locale: Locale): Record<string, string> {
  return { ...sharedMessages[locale], ...taggingMessages[locale] };
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
