import { Button, TextField } from '@lexdesk/shared';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_MATCHES } from '../../../common/text-view/model/search';
import styles from './Tagging.module.css';

export interface FileSearchResult {
  /** The terms searched last (trimmed). */
  terms: string;
  count: number;
  /** 0-based; -1 when nothing was found. */
  index: number;
}

/**
 * Search in the file (specification 001, section 2): the first submit searches, submitting the same terms again
 * moves to the next match; the count says where ("3 / 12"), read out as it changes.
 */
export function FileSearch({
  result,
  onSearch,
}: {
  result: FileSearchResult | null;
  onSearch: (terms: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [terms, setTerms] = useState('');
  const again = result !== null && result.count > 0 && result.terms === terms.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(terms);
  };

  return (
    <section className={styles.section} aria-labelledby="tagging-search-title">
      <h2 id="tagging-search-title" className={styles.sectionTitle}>
        {t('tagging.search.title')}
      </h2>
      <form role="search" className={styles.searchForm} onSubmit={submit}>
        <TextField
          type="search"
          label={t('tagging.search.label')}
          hideLabel
          placeholder={t('tagging.search.placeholder')}
          value={terms}
          onChange={(event) => setTerms(event.target.value)}
          containerClassName={styles.searchField}
        />
        <Button type="submit" variant="secondary" size="sm">
          {t(again ? 'tagging.search.next' : 'tagging.search.submit')}
        </Button>
      </form>
      <p className={styles.searchCount} role="status">
        {result === null
          ? null
          : result.count === 0
            ? t('tagging.search.none')
            : t(result.count >= MAX_MATCHES ? 'tagging.search.positionMany' : 'tagging.search.position', {
                index: result.index + 1,
                count: result.count,
              })}
      </p>
    </section>
  );
}
