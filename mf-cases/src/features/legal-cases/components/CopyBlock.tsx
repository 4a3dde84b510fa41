import { Button, notify } from '@lexdesk/shared';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './Onboarding.module.css';

export interface CopyBlockProps {
  label: string;
  text: string;
}

/** Read-only text (code or a link) with a Copy button; if the clipboard refuses, the text is selected. */
export function CopyBlock({ label, text }: CopyBlockProps) {
  const intl = useIntl();
  const labelId = useId();
  const codeRef = useRef<HTMLElement>(null);

  const selectText = () => {
    const selection = window.getSelection();
    if (!selection || !codeRef.current) return;
    const range = document.createRange();
    range.selectNodeContents(codeRef.current);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copy = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts (http on a LAN address): same path as a refusal.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      notify.success(intl.formatMessage({ id: 'cases.onboarding.copied' }));
    } catch {
      selectText();
      notify.error(intl.formatMessage({ id: 'cases.onboarding.copyFailed' }));
    }
  };

  return (
    <div className={styles.copyBlock}>
      <div className={styles.copyHeader}>
        <span id={labelId} className={styles.copyLabel}>
          {label}
        </span>
        <Button variant="secondary" size="sm" aria-describedby={labelId} onClick={() => void copy()}>
          {intl.formatMessage({ id: 'cases.onboarding.copy' })}
        </Button>
      </div>
      {/* Focusable so that keyboard users can scroll a long line and select it. */}
      <pre className={styles.code} role="region" tabIndex={0} aria-labelledby={labelId}>
        <code ref={codeRef}>{text}</code>
      </pre>
    </div>
  );
}
