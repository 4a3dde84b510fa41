import { Button, Spinner } from '@lexdesk/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SuggestionsStatus } from '../hooks/useDocumentSuggestions';
import type { SuggestionView } from '../model/suggestions';
import type { FormFieldName } from '../model/values';
import styles from './Metadata.module.css';

export interface SuggestionsPanelProps {
  status: SuggestionsStatus;
  /** The values read from the text that the form does not hold yet. */
  pending: readonly SuggestionView[];
  /** How many values were read in all (to tell "none found" from "all taken"). */
  found: number;
  onAccept: (suggestion: SuggestionView) => void;
  onAcceptAll: () => void;
  /** The field a suggestion would fill, while it has the pointer or the focus (null: none). */
  onHighlight: (field: FormFieldName | null) => void;
}

/**
 * The values read from the document's text, offered one by one: what it would fill, the value, and the words of
 * the text it comes from. Nothing is filled until the user accepts it, one or all.
 */
export function SuggestionsPanel({
  status,
  pending,
  found,
  onAccept,
  onAcceptAll,
  onHighlight,
}: SuggestionsPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const titleId = useId();

  let body;
  if (status === 'reading' || status === 'loading') {
    body = (
      <p className={styles.status} role="status">
        <Spinner size="sm" decorative />
        {t(status === 'reading' ? 'library.metadata.suggestions.reading' : 'library.metadata.suggestions.loading')}
      </p>
    );
  } else if (status === 'failed') {
    body = <p className={styles.status}>{t('library.metadata.suggestions.failed')}</p>;
  } else if (pending.length === 0) {
    body = (
      <p className={styles.status} role="status">
        {t(found === 0 ? 'library.metadata.suggestions.none' : 'library.metadata.suggestions.allTaken')}
      </p>
    );
  } else {
    body = (
      <>
        <p className={styles.note}>{t('library.metadata.suggestions.intro')}</p>
        <ul className={styles.suggestionList}>
          {pending.map((suggestion) => (
            <li
              key={suggestion.key}
              className={styles.suggestion}
              onMouseEnter={() => onHighlight(suggestion.field)}
              onMouseLeave={() => onHighlight(null)}
              onFocus={() => onHighlight(suggestion.field)}
              onBlur={() => onHighlight(null)}
            >
              <div className={styles.suggestionBody}>
                <p className={styles.suggestionLine}>
                  <span className={styles.suggestionField}>
                    {t('library.metadata.suggestions.field', { field: suggestion.fieldLabel })}
                  </span>{' '}
                  <span className={styles.suggestionValue}>{suggestion.valueLabel}</span>
                </p>
                {suggestion.quote ? (
                  <p className={styles.suggestionQuote}>
                    {t('library.metadata.suggestions.quote')} «{'\u00a0'}
                    {suggestion.quote.before}
                    <mark>{suggestion.quote.match}</mark>
                    {suggestion.quote.after}
                    {'\u00a0'}»
                  </p>
                ) : null}
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('library.metadata.suggestions.acceptOne', {
                  field: suggestion.fieldLabel,
                  value: suggestion.valueLabel,
                })}
                onClick={() => onAccept(suggestion)}
              >
                {t('library.metadata.suggestions.accept')}
              </Button>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className={styles.suggestions} aria-labelledby={titleId}>
      <div className={styles.suggestionsHeader}>
        <h3 id={titleId} className={styles.suggestionsTitle}>
          {t('library.metadata.suggestions.title')}
        </h3>
        {status === 'ready' && pending.length > 1 ? (
          <Button size="sm" onClick={onAcceptAll}>
            {t('library.metadata.suggestions.acceptAll')}
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
