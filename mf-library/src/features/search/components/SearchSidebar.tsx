import { Button } from '@lexdesk/shared';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { readSearch, writeSearch, type SearchValues } from '../../../common/searchParams';
import { useSearchStructure } from '../hooks/useSearchStructure';
import { FilterFields } from './FilterFields';
import styles from './Search.module.css';

export interface SearchFormProps {
  /** The Search page's own form (h1, its three fields) rather than the sidebar's (h2, the structure's). */
  page?: boolean;
}

/**
 * The search form: in the left sidebar of the document lists its filters come from /structures; on the
 * Search page, free text, Nature du document and Confidentialité. Submitting writes them into the URL, where
 * the page's list reads them (and shows search results instead of its pages).
 */
export function SearchForm({ page = false }: SearchFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [searchParams, setSearchParams] = useSearchParams();
  const [values, setValues] = useState<SearchValues>(() => readSearch(searchParams));
  const definitions = useSearchStructure(page ? 'admin-documents' : 'documents');
  const Heading = page ? 'h1' : 'h2';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams((previous) => writeSearch(previous, values));
  };

  const clear = () => {
    const empty = readSearch(new URLSearchParams());
    setValues(empty);
    setSearchParams((previous) => writeSearch(previous, empty));
  };

  const fields = (
    <FilterFields
      definitions={definitions}
      values={values}
      onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
    />
  );

  return (
    <form
      role="search"
      className={page ? `${styles.form} ${styles.pageForm}` : styles.form}
      aria-labelledby="library-search-title"
      onSubmit={submit}
    >
      <Heading id="library-search-title">{t(page ? 'library.Search.title' : 'library.SearchSidebar.title')}</Heading>
      {page ? <div className={styles.pageFields}>{fields}</div> : fields}
      <div className={styles.actions}>
        <Button type="submit">{t('library.search.submit')}</Button>
        <Button type="button" variant="ghost" onClick={clear}>
          {t('library.search.reset')}
        </Button>
      </div>
    </form>
  );
}

export function SearchSidebar() {
  return <SearchForm />;
}
