import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';
import { renderWithIntl } from './test/render';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Inviter un avocat
      </button>
      <button type="button">Derrière</button>
      <Modal
        open={open}
        title="Inviter un avocat"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Envoyer</button>}
      >
        <label>
          Email
          <input type="email" />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, focused on its first field', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Inviter un avocat' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviter un avocat' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Inviter un avocat' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Inviter un avocat' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Inviter un avocat' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
