import { EmptyState } from '@lexdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { documentQueries } from '../../../api/keys';
import { AddToCaseButton } from './AddToCaseButton';
import styles from './Documents.module.css';
import { DocumentTable } from './DocumentTable';

/** The case's suggestions, each with "add to the case" (an added one leaves the list). */
export function CaseSuggestions({ legalCaseToken }: { legalCaseToken: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const suggestions = useQuery(documentQueries.suggestions(legalCaseToken));
  return (
    <section className={styles.section} aria-labelledby="library-suggestions">
      <h3 id="library-suggestions">{t('library.case.suggestions')}</h3>
      <DocumentTable
        caption={t('library.case.suggestions')}
        documents={suggestions.data ?? []}
        loading={suggestions.isFetching && !suggestions.data}
        empty={<EmptyState title={t('library.case.noSuggestion')} headingLevel={4} />}
        action={(document) => <AddToCaseButton legalCaseToken={legalCaseToken} document={document} />}
      />
    </section>
  );
}
