import { Button, isEmail, Modal, SuccessPanel, TextField } from '@lexdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { inviteLawyer } from '../../../api/office';
import { serverFieldErrors, useErrorToast } from '../../../common/errors';
import styles from '../../../common/Page.module.css';

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Section 4: the invite popup shows the form, then the success message; "invite another" resets it. */
export function InviteDialog({ open, onClose }: InviteDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toastError = useErrorToast();
  const [email, setEmail] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: (address: string) => inviteLawyer(address),
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields?.email) setServerError(fields.email);
      else toastError(error);
    },
  });
  // The address the server confirmed; "invite another" resets the mutation, and with it the form.
  const invited = invite.data?.email ?? null;
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
      {invited ? (
        <SuccessPanel
          headingLevel={2}
          title={t('office.lawyers.invite.sentTitle')}
          action={
            <Button variant="secondary" onClick={reset}>
              {t('office.lawyers.invite.another')}
            </Button>
          }
        >
          <p>{t('office.lawyers.invite.sent', { email: invited })}</p>
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
