import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Avatar, initialsOf } from './Avatar';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { FormError } from './FormError';
import { Spinner } from './Spinner';
import { LinkTabs, Tabs } from './Tabs';
import { Toast } from './Toast';
import { renderWithIntl } from './test/render';

describe('Spinner', () => {
  it('is a status with the loading label', () => {
    renderWithIntl(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });
});

describe('Button', () => {
  it('defaults to type button and is disabled and busy while loading', () => {
    renderWithIntl(<Button loading>Envoyer</Button>);
    const button = screen.getByRole('button', { name: 'Envoyer' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('Tabs', () => {
  const items = [
    { key: 'fr', label: 'Français' },
    { key: 'nl', label: 'Nederlands' },
    { key: 'en', label: 'English' },
  ];

  it('exposes a tablist with the selected tab and its panel', () => {
    renderWithIntl(
      <Tabs label="Langues" items={items} activeKey="nl" onSelect={jest.fn()}>
        Contenu NL
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Langues' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Nederlands');
    expect(screen.getByRole('tabpanel', { name: 'Nederlands' })).toHaveTextContent('Contenu NL');
    expect(screen.getByRole('tab', { name: 'Français' })).toHaveAttribute('tabindex', '-1');
  });

  it('selects with clicks and arrow keys', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithIntl(<Tabs label="Langues" items={items} activeKey="fr" onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(onSelect).toHaveBeenLastCalledWith('en');
    screen.getByRole('tab', { name: 'Français' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(onSelect).toHaveBeenLastCalledWith('en');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'English' })).toHaveFocus();
  });

  it('LinkTabs renders the caller links with aria-current on the active one', () => {
    renderWithIntl(
      <LinkTabs
        label="Affaire"
        activeKey="demand"
        items={['demand', 'documents'].map((key) => ({
          key,
          render: (props) => (
            <a href={`/${key}`} {...props}>
              {key}
            </a>
          ),
        }))}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Affaire' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'demand' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'documents' })).not.toHaveAttribute('aria-current');
  });
});

describe('Avatar', () => {
  it('falls back to initials named by the person', () => {
    renderWithIntl(<Avatar name="Marie Dupont" />);
    expect(screen.getByRole('img', { name: 'Marie Dupont' })).toHaveTextContent('MD');
  });

  it('uses the picture with the name as alternative text', () => {
    renderWithIntl(<Avatar name="Marie Dupont" src="/pic.png" />);
    expect(screen.getByRole('img', { name: 'Marie Dupont' })).toHaveAttribute('src', '/pic.png');
  });

  it('initialsOf takes the first and last words', () => {
    expect(initialsOf('Jean-Pierre de Smet')).toBe('JS');
    expect(initialsOf('élise')).toBe('É');
    expect(initialsOf('  ')).toBe('');
  });
});

describe('FormError', () => {
  it('is an alert when it has a message, and absent otherwise', () => {
    const { rerender } = renderWithIntl(<FormError>{null}</FormError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError>Email ou mot de passe erroné</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Email ou mot de passe erroné');
  });
});

describe('EmptyState', () => {
  it('shows its title, description and action', () => {
    renderWithIntl(
      <EmptyState
        title="Aucune affaire"
        description="Rien pour le moment"
        headingLevel={2}
        action={<button type="button">Ajouter</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Aucune affaire' })).toBeInTheDocument();
    expect(screen.getByText('Rien pour le moment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
  });
});

describe('Toast', () => {
  it('announces errors as alerts and closes with its button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(
      <Toast type="error" onClose={onClose}>
        Error: boom
      </Toast>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: boom');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalled();
  });
});
