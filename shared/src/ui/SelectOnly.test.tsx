import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select } from './Select';
import { SelectOnly, type SelectOption } from './SelectOnly';
import { renderWithIntl } from './test/render';

const statuses: SelectOption[] = [
  { value: '', label: 'Tous les statuts' },
  { value: 'new', label: 'Nouvelle' },
  { value: 'opened', label: 'En cours' },
  { value: 'closed', label: 'Clôturée' },
  { value: 'refused', label: 'Refusée' },
];

function Harness({ onChange = jest.fn(), name }: { onChange?: jest.Mock; name?: string }) {
  const [value, setValue] = useState('');
  return (
    <form aria-label="Filtres">
      <SelectOnly
        label="Statut"
        options={statuses}
        value={value}
        name={name}
        onChange={(next, option) => {
          setValue(next);
          onChange(next, option);
        }}
      />
      <button type="button">Après</button>
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Statut' });
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('SelectOnly (the select-only combobox)', () => {
  it('is a labelled combobox showing the chosen option, which opens a listbox of the options', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    expect(combobox()).toHaveTextContent('Tous les statuts');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(combobox());
    const listbox = screen.getByRole('listbox', { name: 'Statut' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(statuses.map((option) => option.label));
    expect(within(listbox).getByRole('option', { name: 'Tous les statuts' })).toHaveAttribute('aria-selected', 'true');
    // The focus stays on the combobox; the highlighted option is its active descendant.
    expect(combobox()).toHaveFocus();
    expect(activeOption()).toBe('Tous les statuts');
  });

  it('chooses with a click and closes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Refusée' }));
    expect(onChange).toHaveBeenCalledWith('refused', statuses[4]);
    expect(combobox()).toHaveTextContent('Refusée');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });

  it('opens with the keyboard on the chosen option, moves, and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    await user.tab();
    expect(combobox()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toBe('Tous les statuts');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe('En cours');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Nouvelle');
    await user.keyboard('{End}');
    expect(activeOption()).toBe('Refusée');
    // The ends stop: no wrapping.
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Refusée');
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('new', statuses[1]);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveTextContent('Nouvelle');
    // Reopened on the chosen option.
    await user.keyboard(' ');
    expect(activeOption()).toBe('Nouvelle');
  });

  it('closes with Escape without changing, and keeps Escape from a surrounding dialog', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const outer = jest.fn();
    renderWithIntl(
      <div onKeyDown={(event) => event.key === 'Escape' && outer()}>
        <Harness onChange={onChange} />
      </div>,
    );
    await user.click(combobox());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
    expect(outer).not.toHaveBeenCalled();
    expect(combobox()).toHaveTextContent('Tous les statuts');
  });

  it('takes the highlighted option on Tab and lets the focus move on', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    await user.click(combobox());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith('opened', statuses[2]);
    expect(screen.getByRole('button', { name: 'Après' })).toHaveFocus();
  });

  it('finds an option by its first letters, accents aside, closed or open', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.tab();
    await user.keyboard('r');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toBe('Refusée');
    await user.keyboard('{Escape}');
    // "cl" is Clôturée; a single repeated letter goes to the next match.
    await user.keyboard('cl');
    expect(activeOption()).toBe('Clôturée');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.keyboard('n');
    expect(activeOption()).toBe('Nouvelle');
  });

  it('closes when the focus leaves', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(combobox());
    await user.click(screen.getByRole('button', { name: 'Après' }));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('mirrors its value in a native select of its name, which also takes a value given from outside', () => {
    const onChange = jest.fn();
    const { container } = renderWithIntl(<Harness onChange={onChange} name="status" />);
    const mirror = container.querySelector<HTMLSelectElement>('select[name="status"]');
    expect(mirror).not.toBeNull();
    expect(mirror).not.toBeVisible();
    fireEvent.change(mirror!, { target: { value: 'closed' } });
    expect(onChange).toHaveBeenCalledWith('closed', statuses[3]);
    expect(combobox()).toHaveTextContent('Clôturée');
    expect(mirror).toHaveValue('closed');
  });
});

describe('Select with searchable={false}', () => {
  it('is the select-only combobox: no text to type, the same options', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Select searchable={false} label="Statut" options={statuses} value="new" onChange={onChange} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(combobox().tagName).toBe('BUTTON');
    expect(combobox()).toHaveTextContent('Nouvelle');
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'En cours' }));
    expect(onChange).toHaveBeenCalledWith('opened', statuses[2]);
  });
});
