import { Button, isApiError, isEmail, Modal, SuccessPanel, TextField, useUser } from '@lexdesk/shared';
import { SUBSCRIPTION_REQUIRED, trialStandingOf } from '@lexdesk/shared/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { inviteLawyer } from '../../../api/office';
import { serverFieldErrors, useErrorToast } from '../../../common/errors';
import { useRefreshFirm } from '../../../common/firmLawyers';
import styles from '../../../common/Page.module.css';
import { SubscriptionRequired } from './SubscriptionRequired';

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Section 4: the invite popup shows the form, then the success message; "invite another" resets it. An address
 * invited already is said to have a new link (the old one no longer works). Past the trial the popup explains that
 * invitations wait for a subscription, with the way to subscribe, instead of a form the server would refuse.
 */
export function InviteDialog({ open, onClose }: InviteDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toastError = useErrorToast();
  const refreshFirm = useRefreshFirm();
  const trialEnded = trialStandingOf(useUser()?.client, new Date())?.kind === 'ended';
  const [email, setEmail] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: (address: string) => inviteLawyer(address),
    // The pending invitations under the list (and the seats they hold) follow.
    onSuccess: () => refreshFirm(),
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields?.email) setServerError(fields.email);
      else if (!(isApiError(error) && error.code === SUBSCRIPTION_REQUIRED)) toastError(error);
    },
  });
  const needsSubscription = trialEnded || (isApiError(invite.error) && invite.error.code === SUBSCRIPTION_REQUIRED);
  // The address the server confirmed; "invite another" resets the mutation, and with it the form.
  const invited = invite.data ?? null;
  const address = email.trim();
  const valid = isEmail(address);

  const reset = () => {
    invite.reset();
    setEmail('');
    setServerError(null);
  };

  const close = () => {
    reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || invite.isPending) return;
    invite.mutate(address);
  };

  return (
    <Modal open={open} onClose={close} title={t('office.lawyers.invite.title')} closeOnBackdrop={address === ''}>
      {needsSubscription ? (
        <SubscriptionRequired />
      ) : invited ? (
        <SuccessPanel
          headingLevel={2}
          title={t(invited.replaced ? 'office.lawyers.invite.replacedTitle' : 'office.lawyers.invite.sentTitle')}
          action={
            <Button variant="secondary" onClick={reset}>
              {t('office.lawyers.invite.another')}
            </Button>
          }
        >
          <p>
            {t(invited.replaced ? 'office.lawyers.invite.replaced' : 'office.lawyers.invite.sent', {
              email: invited.email,
            })}
          </p>
        </SuccessPanel>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.text}>{t('office.lawyers.invite.text')}</p>
          <TextField
            type="email"
            label={t('office.lawyers.invite.email')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setServerError(null);
            }}
            error={serverError}
            autoComplete="off"
            required
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={!valid} loading={invite.isPending}>
              {t('office.lawyers.invite.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
