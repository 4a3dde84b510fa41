import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { filterSelectOptions, Select, type SelectOption } from './Select';
import { renderWithIntl } from './test/render';

const options: SelectOption[] = [
  { value: 'civil', label: 'Droit civil' },
  { value: 'penal', label: 'Droit pénal' },
  { value: 'travail', label: 'Droit du travail' },
  { value: 'fiscal', label: 'Droit fiscal', disabled: true },
];

function Harness({ onChange = jest.fn(), initial = null }: { onChange?: jest.Mock; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Select
      label="Matière"
      options={options}
      value={value}
      onChange={(next, option) => {
        setValue(next);
        onChange(next, option);
      }}
    />
  );
}

describe('Select', () => {
  it('is a labelled combobox that opens a listbox of options', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Matière' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Matière' });
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('filters options while typing, ignoring case and accents', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Matière' }), 'PENAL');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Droit pénal']);
  });

  it('keeps the typed search when the text is clicked again', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Matière' });
    await user.type(combobox, 'droit');
    await user.click(combobox);
    expect(combobox).toHaveValue('droit');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
  });

  it('says "Pas de résultat" in a live region when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const status = screen.getAllByRole('status').at(-1);
    expect(status).toBeEmptyDOMElement();
    await user.type(screen.getByRole('combobox', { name: 'Matière' }), 'zzz');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Pas de résultat');
  });

  it('selects with the keyboard, skipping disabled options, and exposes the active option', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Matière' });
    await user.click(combobox);
    await user.keyboard('{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Droit pénal' });
    expect(combobox).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Past "Droit du travail", the disabled "Droit fiscal" is skipped and the list wraps.
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Droit civil' }).id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith('travail', options[2]);
    expect(combobox).toHaveValue('Droit du travail');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('selects with a click and marks the chosen option', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Matière' }), 'civ');
    await user.click(screen.getByRole('option', { name: 'Droit civil' }));
    expect(onChange).toHaveBeenCalledWith('civil', options[0]);
    await user.click(screen.getByRole('combobox', { name: 'Matière' }));
    expect(screen.getByRole('option', { name: 'Droit civil' })).toHaveAttribute('aria-selected', 'true');
  });

  it('closes on Escape and restores the selected label', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness initial="penal" />);
    const combobox = screen.getByRole('combobox', { name: 'Matière' });
    expect(combobox).toHaveValue('Droit pénal');
    await user.clear(combobox);
    await user.type(combobox, 'tra');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('Droit pénal');
  });

  it('links its error text and marks itself invalid', () => {
    renderWithIntl(
      <Select label="Matière" options={options} value={null} onChange={jest.fn()} error="Ce champ est requis" />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Matière' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Ce champ est requis');
  });

  it('filterSelectOptions keeps every option for an empty search', () => {
    expect(filterSelectOptions(options, '  ')).toHaveLength(4);
    expect(filterSelectOptions(options, 'travail').map((option) => option.value)).toEqual(['travail']);
  });
});
