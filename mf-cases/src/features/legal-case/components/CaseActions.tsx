import {
  Button,
  CASE_REFUSAL_REASON_MAX_LENGTH,
  ConfirmDialog,
  errorToastText,
  isApiError,
  legalCaseKeys,
  Modal,
  notify,
  pathTo,
  TextArea,
  useUser,
  type LegalCase,
  type Lawyer,
} from '@lexdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptLegalCase, assignLegalCase, closeLegalCase, refuseLegalCase } from '../../../api/legalCases';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { canReassign, caseActions, isCaseOwner, type CaseAction } from '../domain';
import styles from './LegalCasePage.module.css';
import { ReassignSelect } from './ReassignSelect';

/** Refusing and closing cannot be undone: both ask first. */
type Confirmable = Extract<CaseAction, 'refuse' | 'close'>;

/** One call of the case screen: which button it came from (to refuse, the words for the litigant; to reassign, to whom). */
type CaseCall =
  { kind: Exclude<CaseAction, 'refuse'> } | { kind: 'refuse'; reason: string } | { kind: 'assign'; lawyer: Lawyer };

const BUTTON_LABEL: Record<CaseAction, string> = {
  refuse: 'cases.case.actions.refuse',
  accept: 'cases.case.actions.accept',
  close: 'cases.case.actions.close',
};

function send(token: string, call: CaseCall): Promise<unknown> {
  switch (call.kind) {
    case 'refuse':
      return refuseLegalCase(token, call.reason);
    case 'accept':
      return acceptLegalCase(token);
    case 'close':
      return closeLegalCase(token);
    case 'assign':
      return assignLegalCase(token, call.lawyer.id);
  }
}

const SUCCESS_TOAST: Record<CaseCall['kind'], string> = {
  refuse: 'cases.case.toast.refused',
  accept: 'cases.case.toast.accepted',
  close: 'cases.case.toast.closed',
  assign: 'cases.case.toast.reassigned',
};

/** A refused reassignment carries a code (case_closed, same_user...): its message, else the code itself. */
export function reassignErrorText(intl: IntlShape, error: unknown): string {
  if (isApiError(error) && error.status > 0) {
    const message = error.message.trim() || error.code;
    return intl.formatMessage({ id: 'errors.prefix' }, { message });
  }
  return errorToastText(intl, error);
}

export interface CaseActionsProps {
  legalCase: LegalCase;
  /** An action ended and the focus is nowhere (its button was disabled or removed): put it back on the page. */
  onFocusLost: () => void;
}

/** Refuser / Accepter / Cloturer and the reassign select, for the assigned lawyer only (the server checks too). */
export function CaseActions({ legalCase, onFocusLost }: CaseActionsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const user = useUser();
  const owner = isCaseOwner(legalCase, user?.id);
  const actions = caseActions(legalCase.status, owner);
  const reassignable = canReassign(legalCase.status, owner);

  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  // What the lawyer writes for the litigant in the refusal dialog (the mail quotes it; blank for none).
  const [refusalReason, setRefusalReason] = useState('');
  // A reassignment hands the case away (the actions go with it): the chosen lawyer is named and confirmed first.
  const [reassignTo, setReassignTo] = useState<Lawyer | null>(null);
  const queryClient = useQueryClient();
  /**
   * The case and every list showing it are read again: after a change, and after a failure too, so that the
   * screen shows the server's truth. The disabled buttons wait for it (the mutation awaits its callbacks).
   */
  const refreshCases = (refetchType: 'active' | 'none' = 'active') =>
    queryClient.invalidateQueries({ queryKey: legalCaseKeys.all, refetchType });
  const caseCall = useMutation({
    mutationFn: (call: CaseCall) => send(legalCase.token, call),
    onSuccess: async (_, call) => {
      notify.success(t(SUCCESS_TOAST[call.kind]));
      // A refused case leaves the user's work: back to MyCases, which reads its list again. The others stay.
      if (call.kind !== 'refuse') return refreshCases();
      await refreshCases('none');
      return navigate(pathTo.MyCases());
    },
    onError: (error, call) => {
      notify.error(call.kind === 'assign' ? reassignErrorText(intl, error) : errorToastText(intl, error));
      return refreshCases();
    },
  });
  const pending = caseCall.isPending ? caseCall.variables.kind : null;
  // The dialog opens on the harmless choice: Enter right after opening must not refuse a case.
  const cancelRef = useRef<HTMLButtonElement>(null);

  // A running action disables every button, the focused one included, and the confirmation dialog hands the
  // focus back to a button that is disabled by then: once the action ends (even a failed one that changed
  // nothing), a focus left on <body> is put back on the page.
  const hadPending = useRef(false);
  useEffect(() => {
    if (pending !== null) {
      hadPending.current = true;
      return;
    }
    if (!hadPending.current) return;
    hadPending.current = false;
    if (!document.activeElement || document.activeElement === document.body) onFocusLost();
  }, [pending, onFocusLost]);

  // The disabled buttons stop a second call while one runs.
  const perform = (kind: CaseAction) => caseCall.mutate(kind === 'refuse' ? { kind, reason: refusalReason } : { kind });
  const openConfirmation = (kind: Confirmable) => {
    if (kind === 'refuse') setRefusalReason('');
    setConfirming(kind);
  };
  const reassign = (lawyer: Lawyer) => caseCall.mutate({ kind: 'assign', lawyer });

  if (actions.length === 0 && !reassignable) return null;

  return (
    <div role="group" aria-label={t('cases.case.actions.label')} className={styles.actions}>
      {reassignable && user && (
        <ReassignSelect
          selfId={user.id}
          disabled={pending !== null}
          onChoose={setReassignTo}
          className={styles.reassign}
        />
      )}
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'refuse' ? 'secondary' : 'primary'}
          loading={pending === action}
          disabled={pending !== null}
          onClick={() => (action === 'accept' ? perform(action) : openConfirmation(action))}
        >
          {t(BUTTON_LABEL[action])}
        </Button>
      ))}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`cases.case.confirm.${confirming}.title`) : ''}
        size={confirming === 'refuse' ? 'md' : 'sm'}
        initialFocusRef={cancelRef}
        footer={
          <>
            <Button ref={cancelRef} variant="secondary" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant={confirming === 'refuse' ? 'danger' : 'primary'}
              onClick={() => {
                if (!confirming) return;
                setConfirming(null);
                perform(confirming);
              }}
            >
              {confirming ? t(`cases.case.confirm.${confirming}.submit`) : null}
            </Button>
          </>
        }
      >
        <div className={styles.confirmBody}>
          <p className={styles.confirmText}>{confirming ? t(`cases.case.confirm.${confirming}.text`) : null}</p>
          {confirming === 'refuse' && (
            <>
              <p className={styles.confirmText}>
                {intl.formatMessage(
                  { id: 'cases.case.confirm.refuse.litigant' },
                  {
                    name: `${legalCase.litigant.firstname} ${legalCase.litigant.lastname}`.trim(),
                    language: t(`cases.case.requestLanguage.${legalCase.lang}`),
                  },
                )}
              </p>
              <TextArea
                label={t('cases.case.confirm.refuse.reason')}
                hint={intl.formatMessage(
                  { id: 'cases.case.confirm.refuse.reasonHint' },
                  { max: CASE_REFUSAL_REASON_MAX_LENGTH },
                )}
                maxLength={CASE_REFUSAL_REASON_MAX_LENGTH}
                rows={4}
                value={refusalReason}
                onChange={(event) => setRefusalReason(event.target.value)}
              />
            </>
          )}
        </div>
      </Modal>
      <ConfirmDialog
        open={reassignTo !== null}
        title={intl.formatMessage({ id: 'cases.case.confirm.reassign.title' }, { name: reassignTo?.name ?? '' })}
        confirmLabel={t('cases.case.confirm.reassign.submit')}
        onCancel={() => setReassignTo(null)}
        onConfirm={() => {
          if (!reassignTo) return;
          setReassignTo(null);
          reassign(reassignTo);
        }}
      >
        <p className={styles.confirmText}>
          {intl.formatMessage({ id: 'cases.case.confirm.reassign.text' }, { name: reassignTo?.name ?? '' })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
