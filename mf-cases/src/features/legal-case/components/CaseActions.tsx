import {
  Button,
  ConfirmDialog,
  errorToastText,
  isAbortedError,
  isApiError,
  Modal,
  notify,
  pathTo,
  useApiMutation,
  useUser,
  type LegalCase,
  type Lawyer,
} from '@lexdesk/shared';
import { acceptLegalCase, assignLegalCase, closeLegalCase, refuseLegalCase } from '../../../api/legalCases';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { canReassign, caseActions, isCaseOwner, type CaseAction } from '../domain';
import styles from './LegalCasePage.module.css';
import { ReassignSelect } from './ReassignSelect';

type Pending = CaseAction | 'assign';
/** Refusing and closing cannot be undone: both ask first. */
type Confirmable = Extract<CaseAction, 'refuse' | 'close'>;

const BUTTON_LABEL: Record<CaseAction, string> = {
  refuse: 'cases.case.actions.refuse',
  accept: 'cases.case.actions.accept',
  close: 'cases.case.actions.close',
};

const CALLS: Record<CaseAction, (token: string, signal: AbortSignal) => Promise<unknown>> = {
  refuse: refuseLegalCase,
  accept: acceptLegalCase,
  close: closeLegalCase,
};

/** One call of the case screen: which button it came from and what it sends. */
interface CaseCall {
  kind: Pending;
  send: (signal: AbortSignal) => Promise<unknown>;
}

const SUCCESS_TOAST: Record<CaseAction, string> = {
  refuse: 'cases.case.toast.refused',
  accept: 'cases.case.toast.accepted',
  close: 'cases.case.toast.closed',
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
  reload: () => Promise<void>;
  /** An action ended and the focus is nowhere (its button was disabled or removed): put it back on the page. */
  onFocusLost: () => void;
}

/** Refuser / Accepter / Cloturer and the reassign select, for the assigned lawyer only (the server checks too). */
export function CaseActions({ legalCase, reload, onFocusLost }: CaseActionsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const user = useUser();
  const owner = isCaseOwner(legalCase, user?.id);
  const actions = caseActions(legalCase.status, owner);
  const reassignable = canReassign(legalCase.status, owner);

  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  // A reassignment hands the case away (the actions go with it): the chosen lawyer is named and confirmed first.
  const [reassignTo, setReassignTo] = useState<Lawyer | null>(null);
  // The call and what follows it (the reload, the toast) run as one mutation: the buttons wait for both.
  const [lastKind, setLastKind] = useState<Pending | null>(null);
  const caseCall = useApiMutation((call: CaseCall, signal) => call.send(signal));
  const pending = caseCall.loading ? lastKind : null;
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

  /**
   * Sends one call (the disabled buttons stop a second one) and, inside the same mutation, what follows it:
   * on failure a toast and a reload, so that the screen shows the server's truth.
   */
  const run = (
    kind: Pending,
    call: (signal: AbortSignal) => Promise<unknown>,
    onSuccess: () => Promise<void> | void,
  ) => {
    setLastKind(kind);
    void caseCall.mutate({
      kind,
      send: async (signal) => {
        try {
          await call(signal);
        } catch (error) {
          if (signal.aborted || isAbortedError(error)) throw error;
          notify.error(kind === 'assign' ? reassignErrorText(intl, error) : errorToastText(intl, error));
          await reload();
          return;
        }
        await onSuccess();
      },
    });
  };

  const perform = (caseAction: CaseAction) =>
    run(
      caseAction,
      (signal) => CALLS[caseAction](legalCase.token, signal),
      async () => {
        notify.success(t(SUCCESS_TOAST[caseAction]));
        // A refused case leaves the user's work: back to MyCases. Accepted and closed cases stay and reload.
        if (caseAction === 'refuse') await navigate(pathTo.MyCases());
        else await reload();
      },
    );

  const reassign = (lawyer: Lawyer) =>
    run(
      'assign',
      (signal) => assignLegalCase(legalCase.token, lawyer.id, signal),
      async () => {
        notify.success(t('cases.case.toast.reassigned'));
        await reload();
      },
    );

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
          onClick={() => (action === 'accept' ? perform(action) : setConfirming(action))}
        >
          {t(BUTTON_LABEL[action])}
        </Button>
      ))}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`cases.case.confirm.${confirming}.title`) : ''}
        size="sm"
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
        <p className={styles.confirmText}>{confirming ? t(`cases.case.confirm.${confirming}.text`) : null}</p>
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
