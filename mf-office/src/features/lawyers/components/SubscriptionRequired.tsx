import { buttonClassName } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SUBSCRIPTION_PLANS_PATH } from '../../../common/paths';
import styles from './LawyersPage.module.css';

/**
 * Past the trial without a subscription the server refuses invitations (402 `subscription_required`): said as what
 * it is, with the way to subscribe, instead of an error. Only the firm administrator invites, so the way is theirs.
 */
export function SubscriptionRequired() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.subscriptionRequired} role="status">
      <p className={styles.subscriptionRequiredTitle}>{t('office.subscriptionRequired.title')}</p>
      <p>{t('office.subscriptionRequired.text')}</p>
      <Link to={SUBSCRIPTION_PLANS_PATH} className={buttonClassName({ variant: 'primary' })}>
        {t('office.subscriptionRequired.action')}
      </Link>
    </div>
  );
}
