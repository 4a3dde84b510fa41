import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton, type MenuItem } from './MenuButton';
import { renderWithIntl } from './test/render';

function setup() {
  const chosen: string[] = [];
  const item = (key: string, label: string, extra: Partial<MenuItem> = {}): MenuItem => ({
    key,
    label,
    onSelect: () => chosen.push(key),
    ...extra,
  });
  const items = [
    item('open', 'Ouvrir'),
    item('rename', 'Renommer'),
    item('archive', 'Archiver', { disabled: true }),
    item('delete', 'Supprimer', { danger: true }),
  ];
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <MenuButton label="Actions" ariaLabel="Actions du document" items={items} />
      <button type="button">Ailleurs</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Actions du document' });
  return { user, button, chosen };
}

describe('MenuButton', () => {
  it('is a closed menu button until used', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on Enter on the first item, the menu named by the button', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Actions du document' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Ouvrir' })).toHaveFocus();
  });

  it('opens on Space and on ArrowDown on the first item, on ArrowUp on the last', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: 'Ouvrir' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Ouvrir' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Supprimer' })).toHaveFocus();
  });

  it('moves with the arrows (wrapping, skipping disabled items), Home, End and letters', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Renommer' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Supprimer' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Ouvrir' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Supprimer' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Ouvrir' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Supprimer' })).toHaveFocus();
    await user.keyboard('r');
    expect(screen.getByRole('menuitem', { name: 'Renommer' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Archiver' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const { user, button, chosen } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(chosen).toEqual([]);
  });

  it('chooses with Enter or Space, once, and returns the focus', async () => {
    const { user, button, chosen } = setup();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(chosen).toEqual(['rename']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowUp} ');
    expect(chosen).toEqual(['rename', 'delete']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('chooses with a click, ignores a disabled item and closes on a click outside', async () => {
    const { user, button, chosen } = setup();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Archiver' }));
    expect(chosen).toEqual([]);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Ouvrir' }));
    expect(chosen).toEqual(['open']);
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Tab', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
