import { useSessionStore } from '@lexdesk/shared/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { homeOf } from '../routes/access';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const intl = useIntl();
  const user = useSessionStore((state) => state.user);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'notFound.title' })}</h1>
      <p>{intl.formatMessage({ id: 'notFound.text' })}</p>
      <Link to={homeOf(user)}>{intl.formatMessage({ id: 'notFound.home' })}</Link>
    </section>
  );
}
