import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import { renderWithIntl } from './test/render';

describe('TextField', () => {
  it('is labelled and valid without an error', () => {
    renderWithIntl(<TextField label="Email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('links its error with aria-describedby and sets aria-invalid', () => {
    renderWithIntl(<TextField label="Email" error="L'email n'est pas valide" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription("L'email n'est pas valide");
  });

  it('describes the field with its hint and its error together', () => {
    renderWithIntl(<TextField label="Mot de passe" hint="Au moins 8 caractères." error="Ce champ est requis" />);
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Au moins 8 caractères. Ce champ est requis',
    );
  });

  it('forwards its ref to the input (react-hook-form registers through it)', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithIntl(<TextField label="Nom" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Nom'));
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a labelled toggle', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <PasswordField
        label="Mot de passe"
        showPasswordLabel="Afficher le mot de passe"
        hidePasswordLabel="Masquer le mot de passe"
      />,
    );
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('Checkbox', () => {
  it('is labelled and links its error', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Checkbox label="J'accepte" error="Vous devez accepter nos conditions générales" />);
    const box = screen.getByRole('checkbox', { name: "J'accepte" });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Vous devez accepter nos conditions générales');
    await user.click(screen.getByText("J'accepte"));
    expect(box).toBeChecked();
  });
});
