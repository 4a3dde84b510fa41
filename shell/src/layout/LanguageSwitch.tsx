import {
  apiClient,
  errorToastText,
  isAbortedError,
  LOCALES,
  notify,
  SelectOnly,
  useLocaleStore,
  useSessionStore,
  type Locale,
  type User,
} from '@lexdesk/shared/core';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './LanguageSwitch.module.css';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** The language switch of the authentication frame and of the footer: the kit's dropdown, compact. */
/** Stores the signed-in user's language: their mails are written in it and login restores it. */
export function saveUserLanguage(lang: Locale, signal?: AbortSignal): Promise<User> {
  return apiClient.post<User>('user/language', { lang }, { signal });
}

export function LanguageSwitch() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  const signedIn = useSessionStore((state) => state.status === 'authenticated');
  // A quicker second choice aborts the first call: the last language chosen is the one stored. A plain call, not
  // a TanStack mutation: this switch is on Login, whose first visit carries no byte of TanStack Query.
  const saving = useRef<AbortController | null>(null);
  useEffect(() => () => saving.current?.abort(), []);
  const save = (lang: Locale) => {
    saving.current?.abort();
    const controller = new AbortController();
    saving.current = controller;
    saveUserLanguage(lang, controller.signal).catch((error: unknown) => {
      if (!isAbortedError(error)) notify.error(errorToastText(intl, error));
    });
  };
  return (
    <SelectOnly
      compact
      label={intl.formatMessage({ id: 'layout.languageLabel' })}
      // By name, a choice made on the server's first paint is carried over to the live page (firstPaintHandover).
      name="lang"
      // Each language is named in itself, so a reader lost in a foreign UI still finds theirs.
      options={LOCALES.map((code) => ({
        value: code,
        label: intl.formatMessage({ id: `layout.language.${code}` }),
        lang: code,
      }))}
      value={locale}
      onChange={(lang) => {
        if (!isLocale(lang)) return;
        // The interface switches at once; the call then carries the new language too.
        setLocale(lang);
        if (signedIn) save(lang);
      }}
      containerClassName={styles.switch}
    />
  );
}
