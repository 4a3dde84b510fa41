import { Button, Spinner } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import type { SuggestedLabel } from '../../../api/tagging';
import workspace from '../../../common/workspace/Workspace.module.css';
import styles from './Tagging.module.css';

export interface SuggestionListProps {
  /** The suggestions not accepted or rejected yet. */
  suggestions: readonly SuggestedLabel[];
  /** `rules` or `llm:<model>`; null before any run. */
  provider: string | null;
  /** A run is under way. */
  running: boolean;
  /** Why the last run failed or what it left out, in the page's language. */
  error: string | null;
  onAccept: (suggestion: SuggestedLabel) => void;
  onAcceptAll: () => void;
  onReject: (suggestion: SuggestedLabel) => void;
}

/** The suggested tags (section 2): accept one, accept all, reject one; which provider made them. */
export function SuggestionList({
  suggestions,
  provider,
  running,
  error,
  onAccept,
  onAcceptAll,
  onReject,
}: SuggestionListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const providerText =
    provider === null
      ? null
      : provider.startsWith('llm:')
        ? t('tagging.suggestions.providerLlm', { model: provider.slice(4) })
        : t('tagging.suggestions.providerRules');

  return (
    <section className={styles.section} aria-labelledby="tagging-suggestions-title" aria-busy={running}>
      <h2 id="tagging-suggestions-title" className={styles.sectionTitle}>
        {t('tagging.suggestions.title')}
      </h2>
      {providerText ? <p className={workspace.muted}>{providerText}</p> : null}
      {running ? <Spinner size="sm" label={t('tagging.suggestions.running')} /> : null}
      {error ? (
        <p className={workspace.error} role="alert">
          {error}
        </p>
      ) : null}
      {suggestions.length === 0 ? (
        <p className={workspace.muted}>{t('tagging.suggestions.empty')}</p>
      ) : (
        <>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion.code} className={styles.suggestion}>
                <span
                  className={styles.swatch}
                  style={{ backgroundColor: `#${suggestion.color}` }}
                  aria-hidden="true"
                />
                <span className={styles.suggestionName}>
                  {suggestion.name}{' '}
                  <span className={workspace.muted}>
                    {t('tagging.suggestions.passages', { count: suggestion.data.length })}
                  </span>
                </span>
                <span className={styles.suggestionActions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('tagging.suggestions.acceptOne', { name: suggestion.name })}
                    onClick={() => onAccept(suggestion)}
                  >
                    {t('tagging.suggestions.accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('tagging.suggestions.rejectOne', { name: suggestion.name })}
                    onClick={() => onReject(suggestion)}
                  >
                    {t('tagging.suggestions.reject')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          <Button size="sm" onClick={onAcceptAll}>
            {t('tagging.suggestions.acceptAll')}
          </Button>
        </>
      )}
    </section>
  );
}
