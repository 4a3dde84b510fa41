import { useLocaleStore, type Locale } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import styles from './AuthLayout.module.css';

// Each language is named in itself: a Dutch speaker facing a French page looks for "Nederlands".
const NAMES: Record<Locale, string> = { fr: 'Français', nl: 'Nederlands', en: 'English' };
const ORDER: readonly Locale[] = ['fr', 'nl', 'en'];

/** The authentication pages have no app chrome, so the language choice lives here. */
export function LanguageSwitch() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'auth.language.label' })} className={styles.languages}>
      {ORDER.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === locale}
          className={styles.language}
          onClick={() => setLocale(code)}
        >
          {NAMES[code]}
        </button>
      ))}
    </div>
  );
}
