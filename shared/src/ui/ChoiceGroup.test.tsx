import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceGroup, ChoiceOption } from './ChoiceGroup';
import { TextArea } from './TextArea';
import { renderWithIntl } from './test/render';

describe('ChoiceGroup', () => {
  it('is a group named by its legend whose error is read with it and marks each option invalid', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <ChoiceGroup legend="Type de contrat" hint="Un seul choix" error="Ce champ est requis">
        <ChoiceOption type="radio" name="contract" value="cdi" label="Contrat à durée indéterminée" invalid />
        <ChoiceOption type="radio" name="contract" value="cdd" label="Contrat à durée déterminée" invalid />
      </ChoiceGroup>,
    );
    const group = screen.getByRole('group', { name: 'Type de contrat' });
    expect(group).toHaveAccessibleDescription('Un seul choix Ce champ est requis');
    const cdd = screen.getByRole('radio', { name: 'Contrat à durée déterminée' });
    expect(cdd).toHaveAttribute('aria-invalid', 'true');
    await user.click(cdd);
    expect(cdd).toBeChecked();
  });

  it('says nothing more without hint or error', () => {
    renderWithIntl(
      <ChoiceGroup legend="Points à régler">
        <ChoiceOption type="checkbox" value="home" label="Le logement familial" />
      </ChoiceGroup>,
    );
    expect(screen.getByRole('group', { name: 'Points à régler' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('checkbox', { name: 'Le logement familial' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('TextArea', () => {
  it('is a labelled text box whose error describes it', async () => {
    const user = userEvent.setup();
    renderWithIntl(<TextArea label="Décrivez votre situation" error="Ce champ est requis" />);
    const box = screen.getByRole('textbox', { name: 'Décrivez votre situation' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Ce champ est requis');
    await user.type(box, 'Licencié');
    expect(box).toHaveValue('Licencié');
  });
});
