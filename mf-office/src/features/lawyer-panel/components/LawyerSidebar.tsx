import {
  Avatar,
  Badge,
  Button,
  ChoiceGroup,
  ChoiceOption,
  ConfirmDialog,
  notify,
  useIsFirmAdmin,
} from '@lexdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { deleteLawyer, setFirmAdmin, type FirmMember } from '../../../api/office';
import { useErrorToast } from '../../../common/errors';
import { useFirmLawyers, useRefreshFirm } from '../../../common/firmLawyers';
import styles from '../../../common/Page.module.css';
import { PageState } from '../../../common/PageState';
import { reloadSessionUser } from '../../../common/session';
import { supportMailto } from '../../../common/support';
import { useSelectedLawyer } from '../../../common/useSelectedLawyer';
import panelStyles from './LawyerSidebar.module.css';

type Access = 'user' | 'admin';

/** The right sidebar's lawyer panel: the lawyer chosen in the list and, for the firm administrator, their access. */
export function LawyerSidebar() {
  const intl = useIntl();
  const [selectedId] = useSelectedLawyer();
  const firm = useFirmLawyers();
  const title = intl.formatMessage({ id: 'office.LawyerSidebar.title' });
  if (selectedId === null) return <h2>{title}</h2>;
  if (!firm.data)
    return <PageState level={2} title={title} loading={firm.isFetching} onRetry={() => void firm.refetch()} />;
  const lawyer = firm.data.find((member) => member.id === selectedId);
  if (!lawyer) return <h2>{title}</h2>;
  // Keyed by lawyer: choosing another one (or leaving) drops what was staged.
  return <LawyerPanel key={lawyer.id} lawyer={lawyer} firmSize={firm.data.length} />;
}

function LawyerPanel({ lawyer, firmSize }: { lawyer: FirmMember; firmSize: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const isFirmAdmin = useIsFirmAdmin();
  const [, select] = useSelectedLawyer();
  const toastError = useErrorToast();
  const savedAccess: Access = lawyer.is_admin ? 'admin' : 'user';
  const [access, setAccess] = useState<Access>(savedAccess);
  // Which confirmation is open: the hand-over of the administrator role or the removal of the lawyer.
  const [confirming, setConfirming] = useState<'transfer' | 'delete' | null>(null);
  const refreshFirm = useRefreshFirm();
  const transfer = useMutation({
    mutationFn: (userId: number) => setFirmAdmin(userId),
    onSuccess: async () => {
      notify.success(t('office.lawyer.accessSaved'));
      // The current user is no longer the administrator: menus and controls follow the session user.
      await Promise.all([refreshFirm(), reloadSessionUser()]);
    },
    onError: toastError,
    onSettled: () => setConfirming(null),
  });
  const removal = useMutation({
    mutationFn: (userId: number) => deleteLawyer(userId),
    onSuccess: () => {
      notify.success(t('office.lawyer.deleted'));
      select(null);
      return refreshFirm();
    },
    onError: toastError,
    onSettled: () => setConfirming(null),
  });
  const busy = transfer.isPending || removal.isPending;

  return (
    <section className={panelStyles.panel} aria-labelledby={`lawyer-${lawyer.id}`}>
      <div className={panelStyles.identity}>
        <Avatar name={lawyer.name} src={lawyer.profile_picture_url} size="lg" decorative />
        <h2 id={`lawyer-${lawyer.id}`} className={panelStyles.name}>
          {lawyer.name}
        </h2>
        {lawyer.is_admin ? <Badge tone="info">{t('office.lawyers.admin')}</Badge> : null}
        <a className={panelStyles.email} href={`mailto:${lawyer.email}`}>
          {lawyer.email}
        </a>
      </div>

      {isFirmAdmin ? (
        <>
          <ChoiceGroup
            legend={t('office.lawyer.access')}
            // A firm has one administrator: choosing it for this lawyer is a hand-over, and the hint says so first.
            hint={
              lawyer.is_admin
                ? t('office.lawyer.access.transferHint')
                : t('office.lawyer.access.adminChoiceHint', { name: lawyer.name })
            }
          >
            {(['user', 'admin'] as const).map((value) => (
              <ChoiceOption
                key={value}
                type="radio"
                name={`access-${lawyer.id}`}
                value={value}
                checked={access === value}
                // The role moves by choosing another lawyer: the administrator cannot demote themselves.
                disabled={lawyer.is_admin || busy}
                onChange={() => setAccess(value)}
                label={t(`office.lawyer.access.${value}`)}
              />
            ))}
          </ChoiceGroup>
          {/* Nothing can change on the administrator's own panel: no Save that could never be enabled. */}
          {lawyer.is_admin ? null : (
            <div className={styles.actions}>
              <Button
                onClick={() => setConfirming('transfer')}
                disabled={access === savedAccess || busy}
                loading={transfer.isPending}
              >
                {t('office.lawyer.transfer')}
              </Button>
            </div>
          )}

          <div className={panelStyles.danger}>
            {firmSize <= 1 ? (
              <>
                <p className={styles.text}>{t('office.lawyer.delete.lastLawyer')}</p>
                <a href={supportMailto(t('office.lawyer.delete.supportSubject'))}>
                  {t('office.lawyer.delete.support')}
                </a>
              </>
            ) : lawyer.is_admin ? (
              <p className={styles.text}>{t('office.lawyer.delete.adminRule')}</p>
            ) : (
              <Button variant="danger" onClick={() => setConfirming('delete')} disabled={busy}>
                {t('office.lawyer.delete')}
              </Button>
            )}
          </div>
          <ConfirmDialog
            open={confirming === 'transfer'}
            title={t('office.lawyer.transfer.confirmTitle', { name: lawyer.name })}
            confirmLabel={t('office.lawyer.transfer.confirm')}
            busy={transfer.isPending}
            onConfirm={() => transfer.mutate(lawyer.id)}
            onCancel={() => setConfirming(null)}
          >
            <p>{t('office.lawyer.transfer.confirmText', { name: lawyer.name })}</p>
          </ConfirmDialog>
          <ConfirmDialog
            open={confirming === 'delete'}
            title={t('office.lawyer.delete.confirmTitle', { name: lawyer.name })}
            confirmLabel={t('office.lawyer.delete')}
            destructive
            busy={removal.isPending}
            onConfirm={() => removal.mutate(lawyer.id)}
            onCancel={() => setConfirming(null)}
          >
            <p>{t('office.lawyer.delete.confirmText')}</p>
          </ConfirmDialog>
        </>
      ) : null}
    </section>
  );
}
