import { buttonClassName, EmptyState, useLocaleStore } from '@lexdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { categoryQueries } from '../../../api/keys';
import styles from '../../../common/Page.module.css';
import { PageState } from '../../../common/PageState';
import { categoryDetailPath, CATEGORIES_UPDATE_PATH } from '../../../common/paths';

/** /account/categories/list: the matters the user practises, each leading to its detail. */
export function CategoriesListPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = useLocaleStore((state) => state.locale);
  // The descriptions are worded in the request's language: the key follows the locale.
  const categories = useQuery(categoryQueries.mine(locale));
  if (!categories.data)
    return (
      <PageState
        title={t('office.CategoriesList.title')}
        loading={categories.isFetching}
        onRetry={() => void categories.refetch()}
      />
    );
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{t('office.CategoriesList.title')}</h1>
        <Link className={buttonClassName({ variant: 'secondary' })} to={CATEGORIES_UPDATE_PATH}>
          {t('office.categories.update')}
        </Link>
      </div>
      {categories.data.length === 0 ? (
        <EmptyState title={t('office.categories.empty')} />
      ) : (
        <ul className={styles.cards} aria-label={t('office.CategoriesList.title')}>
          {categories.data.map((category) => (
            <li key={category.id}>
              <Link className={styles.card} to={categoryDetailPath(category.id)}>
                {category.description}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
