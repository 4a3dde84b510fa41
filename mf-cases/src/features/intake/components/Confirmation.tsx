import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './Intake.module.css';

interface ConfirmationProps {
  firmName: string | null;
  email: string;
  phone: string;
}

/**
 * Replaces the form once the request is sent. Its heading takes the focus: the form the litigant was in
 * has disappeared, and a screen reader would otherwise be left on nothing.
 */
export function Confirmation({ firmName, email, phone }: ConfirmationProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const firm = firmName?.trim();
  return (
    <section role="status" aria-labelledby="intake-confirmation-title" className={styles.confirmation}>
      <svg className={styles.confirmationIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id="intake-confirmation-title" ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'cases.intake.confirmation.title' })}
      </h2>
      <p>
        {firm
          ? intl.formatMessage({ id: 'cases.intake.confirmation.next' }, { firm })
          : intl.formatMessage({ id: 'cases.intake.confirmation.nextNoFirm' })}
      </p>
      <p>{intl.formatMessage({ id: 'cases.intake.confirmation.contact' }, { email, phone })}</p>
    </section>
  );
}
