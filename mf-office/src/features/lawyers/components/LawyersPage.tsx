import { Avatar, Badge, Button, EmptyState, Spinner, TextField, useIsFirmAdmin } from '@lexdesk/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styles from '../../../common/Page.module.css';
import { useSelectedLawyer } from '../../../common/useSelectedLawyer';
import { useLawyerList } from '../hooks/useLawyerList';
import { InviteDialog } from './InviteDialog';
import { PendingInvitations } from './PendingInvitations';
import lawyerStyles from './LawyersPage.module.css';

/** /office/lawyers: the firm's lawyers (choosing one opens the lawyer panel), the search and the invitation. */
export function LawyersPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const isAdmin = useIsFirmAdmin();
  const list = useLawyerList();
  const [selectedId, select] = useSelectedLawyer();
  const [inviting, setInviting] = useState(false);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{t('office.Lawyers.title')}</h1>
        {isAdmin ? <Button onClick={() => setInviting(true)}>{t('office.lawyers.invite.open')}</Button> : null}
      </div>
      <TextField
        type="search"
        label={t('office.lawyers.search')}
        hint={t('office.lawyers.search.hint')}
        value={list.terms}
        onChange={(event) => list.setTerms(event.target.value)}
        autoComplete="off"
      />
      {list.failed ? (
        <EmptyState
          headingLevel={2}
          title={t('office.common.loadError')}
          action={
            <Button variant="secondary" onClick={list.retry}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : list.loading ? (
        <Spinner label={t('common.loading')} />
      ) : list.lawyers.length === 0 ? (
        // A live region: the list changes as the user types, and the empty result must be heard too.
        <div role="status">
          <EmptyState title={t('office.lawyers.empty')} />
        </div>
      ) : (
        <ul className={styles.plainList} aria-label={t('office.lawyers.listLabel')}>
          {list.lawyers.map((lawyer) => (
            <li key={lawyer.id}>
              <button
                type="button"
                className={lawyerStyles.lawyer}
                aria-pressed={selectedId === lawyer.id}
                onClick={() => select(selectedId === lawyer.id ? null : lawyer.id)}
              >
                <Avatar name={lawyer.name} src={lawyer.profilePictureUrl} size="sm" decorative />
                <span className={lawyerStyles.identity}>
                  <span className={lawyerStyles.name}>{lawyer.name}</span>
                  {/* Spaces keep the button's accessible name readable: "name email Admin". */}{' '}
                  {lawyer.email ? <span className={lawyerStyles.email}>{lawyer.email}</span> : null}
                </span>{' '}
                {lawyer.isAdmin ? <Badge tone="info">{t('office.lawyers.admin')}</Badge> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      {isAdmin ? <PendingInvitations /> : null}
      {isAdmin ? <InviteDialog open={inviting} onClose={() => setInviting(false)} /> : null}
    </div>
  );
}
