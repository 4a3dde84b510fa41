import { useLocaleStore } from '@lexdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { categoryQueries } from '../../../api/keys';
import styles from '../../../common/Page.module.css';
import { PageState } from '../../../common/PageState';
import { CATEGORIES_LIST_PATH } from '../../../common/paths';

/** /account/categories/{id}: the law cases of one matter (its lawyers are in the right sidebar). */
export function CategoriesDetailPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = useLocaleStore((state) => state.locale);
  const { id = '' } = useParams();
  const categoryId = /^\d+$/.test(id) ? Number(id) : null;
  const detail = useQuery({ ...categoryQueries.detail(categoryId ?? 0, locale), enabled: categoryId !== null });
  const back = (
    <p>
      <Link to={CATEGORIES_LIST_PATH}>{t('office.categories.back')}</Link>
    </p>
  );
  const current = detail.data;
  if (!current)
    return (
      <>
        <PageState
          title={t('office.CategoriesDetail.title')}
          loading={detail.isFetching}
          onRetry={() => void detail.refetch()}
        />
        {back}
      </>
    );
  return (
    <div className={styles.page}>
      <h1>{current.category.description}</h1>
      <section className={styles.section} aria-labelledby="category-law-cases">
        <h2 id="category-law-cases">{t('office.categories.lawCases')}</h2>
        {current.lawCases.length === 0 ? (
          <p className={styles.text} role="status">
            {t('office.categories.noLawCase')}
          </p>
        ) : (
          <ul className={styles.list}>
            {current.lawCases.map((lawCase) => (
              <li key={lawCase.id}>{lawCase.content}</li>
            ))}
          </ul>
        )}
      </section>
      {back}
    </div>
  );
}
