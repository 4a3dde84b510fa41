import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Badge } from './Badge';
import { ConfirmDialog } from './ConfirmDialog';
import { renderWithIntl } from './test/render';

function Harness({ onConfirm = jest.fn(), busy = false }: { onConfirm?: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Supprimer le document
      </button>
      <ConfirmDialog
        open={open}
        title="Supprimer ce document ?"
        confirmLabel="Supprimer"
        destructive
        busy={busy}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        Le document sera supprimé définitivement.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a modal dialog named by its question, focused on the safe action', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Supprimer le document' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce document ?' });
    expect(dialog).toHaveTextContent('Le document sera supprimé définitivement.');
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
  });

  it('does not confirm on a stray Enter: Enter on the focused cancel closes', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithIntl(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Supprimer le document' });
    await user.click(opener);
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('confirms with its named action button', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithIntl(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer le document' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithIntl(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Supprimer le document' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('cannot be dismissed while the action runs', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness busy />);
    await user.click(screen.getByRole('button', { name: 'Supprimer le document' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  });

  it('defaults its labels to the catalogue', () => {
    renderWithIntl(<ConfirmDialog open title="Continuer ?" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});

describe('Badge', () => {
  it('says its meaning in text, the tone as a class only', () => {
    renderWithIntl(<Badge tone="danger">Refusé</Badge>);
    const badge = screen.getByText('Refusé');
    expect(badge).toHaveClass('badge', 'danger');
  });
});
