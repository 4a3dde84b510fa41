import { LOCALES, type Locale } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import styles from './Intake.module.css';

interface LanguageChoiceProps {
  value: Locale;
  onChange: (locale: Locale) => void;
}

/** Litigants in Belgium speak French, Dutch or English: the form is offered in all three. */
export function LanguageChoice({ value, onChange }: LanguageChoiceProps) {
  const intl = useIntl();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'cases.intake.language.label' })}
      className={styles.languages}
    >
      {LOCALES.map((code) => (
        // Each language is named in itself, so a reader lost in a foreign form still finds theirs.
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === value}
          className={styles.language}
          onClick={() => {
            if (code !== value) onChange(code);
          }}
        >
          {intl.formatMessage({ id: `cases.intake.language.${code}` })}
        </button>
      ))}
    </div>
  );
}
