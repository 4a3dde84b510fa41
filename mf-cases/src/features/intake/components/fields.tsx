// The intake form's own pieces: the required mark, described-by ids. Error texts: useErrorText of shared.
import { useIntl } from 'react-intl';
import styles from './Intake.module.css';

export function RequiredMark() {
  const intl = useIntl();
  // The space is text, not a margin: accessible names read "Prénom (obligatoire)", not "Prénom(obligatoire)".
  return (
    <>
      {' '}
      <span className={styles.required}>{intl.formatMessage({ id: 'cases.intake.required' })}</span>
    </>
  );
}

export const joinIds = (...list: (string | false | null | undefined)[]): string | undefined => {
  const ids = list.filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
};
