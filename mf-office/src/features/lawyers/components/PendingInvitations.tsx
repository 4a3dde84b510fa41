import { Badge, Button, ConfirmDialog, formatDate, isApiError, notify, useUser } from '@lexdesk/shared';
import { SUBSCRIPTION_REQUIRED, trialStandingOf } from '@lexdesk/shared/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { firmQueries } from '../../../api/keys';
import { resendInvitation, revokeInvitation, type PendingInvitation } from '../../../api/office';
import { useErrorToast } from '../../../common/errors';
import { useRefreshFirm } from '../../../common/firmLawyers';
import styles from '../../../common/Page.module.css';
import lawyerStyles from './LawyersPage.module.css';
import { SubscriptionRequired } from './SubscriptionRequired';

/**
 * Under the lawyers (firm administrator): the invitations waiting for their lawyer, with when each was sent and
 * until when its link works. Each holds a seat of the plan, so they are what the subscription counts beyond the
 * members. Resend mails a new link (the old one stops working); revoke kills the link and frees the seat.
 */
export function PendingInvitations() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const client = useUser()?.client ?? null;
  const invitations = useQuery({ ...firmQueries.invitations(client?.uuid ?? ''), enabled: client !== null });
  const refreshFirm = useRefreshFirm();
  const toastError = useErrorToast();
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  const [needsSubscription, setNeedsSubscription] = useState(false);
  const trialEnded = trialStandingOf(client, new Date())?.kind === 'ended';

  const onError = (error: unknown) => {
    // Past the trial a resend is refused like an invitation: said with the way to subscribe, not as an error.
    if (isApiError(error) && error.code === SUBSCRIPTION_REQUIRED) setNeedsSubscription(true);
    else toastError(error);
    // Whatever changed meanwhile (accepted, revoked elsewhere), the list shows it now.
    return refreshFirm();
  };
  const resend = useMutation({
    mutationFn: (invitation: PendingInvitation) => resendInvitation(invitation.id),
    onSuccess: (sent) => {
      notify.success(t('office.invitations.resent', { email: sent.email }));
      return refreshFirm();
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: (invitation: PendingInvitation) => revokeInvitation(invitation.id),
    onSuccess: () => {
      notify.success(t('office.invitations.revoked'));
      return refreshFirm();
    },
    onError,
    onSettled: () => setRevoking(null),
  });

  const pending = invitations.data ?? [];
  // Nothing to show while loading or after a failure: the list of lawyers above is the page; this adds to it.
  if (pending.length === 0) return null;
  const busy = resend.isPending || revoke.isPending;

  return (
    <section className={lawyerStyles.invitations} aria-labelledby="office-pending-invitations">
      <h2 id="office-pending-invitations">{t('office.invitations.title')}</h2>
      <p className={styles.text}>{t('office.invitations.intro')}</p>
      {trialEnded || needsSubscription ? <SubscriptionRequired /> : null}
      <ul className={styles.plainList}>
        {pending.map((invitation) => (
          <li key={invitation.id} className={lawyerStyles.invitation}>
            <div className={lawyerStyles.invitationIdentity}>
              <span className={lawyerStyles.invitationEmail}>{invitation.email}</span>
              <span className={lawyerStyles.invitationDates}>
                {invitation.expired ? <Badge tone="warning">{t('office.invitations.expiredBadge')}</Badge> : null}
                <span>
                  {t(invitation.expired ? 'office.invitations.datesExpired' : 'office.invitations.dates', {
                    sent: formatDate(invitation.created_at),
                    expires: formatDate(invitation.expires_at),
                  })}
                </span>
              </span>
            </div>
            <div className={styles.actions}>
              {trialEnded || needsSubscription ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('office.invitations.resendLabel', { email: invitation.email })}
                  disabled={busy}
                  loading={resend.isPending && resend.variables.id === invitation.id}
                  onClick={() => resend.mutate(invitation)}
                >
                  {t('office.invitations.resend')}
                </Button>
              )}
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('office.invitations.revokeLabel', { email: invitation.email })}
                disabled={busy}
                onClick={() => setRevoking(invitation)}
              >
                {t('office.invitations.revoke')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title={t('office.invitations.revokeTitle', { email: revoking?.email ?? '' })}
        confirmLabel={t('office.invitations.revokeConfirm')}
        destructive
        busy={revoke.isPending}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking);
        }}
        onCancel={() => setRevoking(null)}
      >
        <p>{t('office.invitations.revokeText')}</p>
      </ConfirmDialog>
    </section>
  );
}
