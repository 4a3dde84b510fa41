import { LOCALES, useLocaleStore, type Locale } from '@lexdesk/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './LanguageSwitch.module.css';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

export function LanguageSwitch() {
  const intl = useIntl();
  const id = useId();
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  return (
    <div className={styles.switch}>
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage({ id: 'layout.languageLabel' })}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((code) => (
          // Each language is named in itself, so a reader lost in a foreign UI still finds theirs.
          <option key={code} value={code} lang={code}>
            {intl.formatMessage({ id: `layout.language.${code}` })}
          </option>
        ))}
      </select>
    </div>
  );
}
