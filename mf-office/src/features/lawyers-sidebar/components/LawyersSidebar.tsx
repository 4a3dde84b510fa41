import { Avatar, Spinner } from '@lexdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { firmQueries } from '../../../api/keys';
import { useFirmLawyers } from '../../../common/firmLawyers';
import styles from '../../../common/Page.module.css';
import { categoryIdOfPath } from '../../../common/paths';
import sidebarStyles from './LawyersSidebar.module.css';

interface ShownLawyer {
  id: number;
  name: string;
  profile_picture_url: string | null;
}

/**
 * The right sidebar "lawyers": on a category's page the firm's lawyers practising it, elsewhere the whole firm.
 * The shell shows it only when the firm has more than one lawyer.
 */
export function LawyersSidebar() {
  const { pathname } = useLocation();
  const categoryId = categoryIdOfPath(pathname);
  return categoryId === null ? <FirmLawyers /> : <CategoryLawyers categoryId={categoryId} />;
}

function FirmLawyers() {
  const intl = useIntl();
  const firm = useFirmLawyers();
  return (
    <LawyerList
      title={intl.formatMessage({ id: 'office.LawyersSidebar.title' })}
      lawyers={firm.data}
      loading={firm.isFetching}
    />
  );
}

function CategoryLawyers({ categoryId }: { categoryId: number }) {
  const intl = useIntl();
  const query = useQuery(firmQueries.categoryLawyers(categoryId));
  return (
    <LawyerList
      title={intl.formatMessage({ id: 'office.lawyersSidebar.category' })}
      lawyers={query.data}
      loading={query.isFetching}
    />
  );
}

function LawyerList({ title, lawyers, loading }: { title: string; lawyers?: ShownLawyer[]; loading: boolean }) {
  const intl = useIntl();
  return (
    <div className={sidebarStyles.sidebar}>
      <h2 className={sidebarStyles.title}>{title}</h2>
      {!lawyers ? (
        loading ? (
          <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
        ) : (
          <p className={styles.text}>{intl.formatMessage({ id: 'office.common.loadError' })}</p>
        )
      ) : lawyers.length === 0 ? (
        <p className={styles.text}>{intl.formatMessage({ id: 'office.lawyersSidebar.empty' })}</p>
      ) : (
        <ul className={styles.plainList}>
          {lawyers.map((lawyer) => (
            <li key={lawyer.id} className={styles.row}>
              <Avatar name={lawyer.name} src={lawyer.profile_picture_url} size="sm" decorative />
              <span>{lawyer.name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
