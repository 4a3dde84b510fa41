import { useId } from 'react';
import styles from './Field.module.css';

export interface FieldIds {
  inputId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  // React's ids carry characters (colons, guillemets) that CSS selectors would need to escape.
  const inputId = id ?? `lx-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return { inputId, labelId: `${inputId}-label`, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** aria-describedby pointing at the hint and the error that are actually rendered, plus the caller's own ids. */
export function describedBy(ids: FieldIds, hasHint: boolean, hasError: boolean, extra?: string): string | undefined {
  const list = [extra, hasHint ? ids.hintId : undefined, hasError ? ids.errorId : undefined].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
