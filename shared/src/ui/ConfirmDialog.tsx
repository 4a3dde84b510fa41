import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** Names the dialog: the question ("Supprimer ce document ?"). */
  title: ReactNode;
  /** What confirming does, in words (what is lost, whether it can be undone). */
  children?: ReactNode;
  /** The action's own verb ("Supprimer"), better than a bare "Confirmer" (the default). */
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape and the close button all call this. */
  onCancel: () => void;
  /** The action destroys something: the confirm button is drawn as a danger. */
  destructive?: boolean;
  /** The action is running: the confirm button is busy and the dialog cannot be dismissed. */
  busy?: boolean;
}

/**
 * A confirmation on the kit's Modal. The focus opens on the safe action (cancel), so a stray Enter never
 * confirms; the backdrop does not close it (a mis-click must not look like an answer).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={cancel}
      size="sm"
      closeOnBackdrop={false}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={busy}>
            {cancelLabel ?? intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={() => onConfirm()} loading={busy}>
            {confirmLabel ?? intl.formatMessage({ id: 'ui.confirm.confirm' })}
          </Button>
        </>
      }
    >
      {typeof children === 'string' ? <p className={styles.message}>{children}</p> : children}
    </Modal>
  );
}
