import {
  CASE_SEARCH_MAX_LENGTH,
  LEGAL_CASE_STATUSES,
  SEARCH_DEBOUNCE_MS,
  TextField,
  type LegalCaseStatus,
} from '@lexdesk/shared/core';
import { Select } from '@lexdesk/shared/lists';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ListFilters as Filters } from '../hooks/useListFilters';
import styles from './ListFilters.module.css';

const isStatus = (value: string): value is LegalCaseStatus =>
  (LEGAL_CASE_STATUSES as readonly string[]).includes(value);

/**
 * The search by litigant name and the status filter above a case list. The search is written to the URL
 * SEARCH_DEBOUNCE_MS after the last keystroke (one request per pause, not per key); the status at once.
 */
export function ListFilters({ filters }: { filters: Filters }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { search, setSearch, status, setStatus } = filters;

  // What the field shows: the URL's search, unless the user is typing. A URL change from elsewhere (Back,
  // "Clear filters") replaces it; adjusting state while rendering, React's documented pattern.
  // The URL catching up with what this field wrote is not such a change (the user may have typed on).
  const [text, setText] = useState(search);
  const [urlSearch, setUrlSearch] = useState(search);
  const [written, setWritten] = useState<string | null>(null);
  if (search !== urlSearch) {
    setUrlSearch(search);
    if (search !== written && text.trim() !== search) setText(search);
  }

  useEffect(() => {
    if (text.trim() === search) return undefined;
    const timer = setTimeout(() => {
      setWritten(text.trim());
      setSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, setSearch]);

  return (
    <div className={styles.filters} role="search" aria-label={t('cases.legalCases.filters.label')}>
      <TextField
        type="search"
        label={t('cases.legalCases.search.label')}
        placeholder={t('cases.legalCases.search.placeholder')}
        value={text}
        maxLength={CASE_SEARCH_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        containerClassName={styles.search}
      />
      <Select
        searchable={false}
        label={t('cases.legalCases.status.label')}
        options={[
          { value: '', label: t('cases.legalCases.status.all') },
          ...LEGAL_CASE_STATUSES.map((value) => ({ value, label: t(`cases.status.${value}`) })),
        ]}
        value={status ?? ''}
        onChange={(value) => setStatus(value !== null && isStatus(value) ? value : null)}
        containerClassName={styles.status}
      />
    </div>
  );
}
