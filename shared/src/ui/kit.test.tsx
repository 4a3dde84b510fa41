import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Avatar, initialsOf } from './Avatar';
import { Button, buttonClassName } from './Button';
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

describe('buttonClassName', () => {
  it('gives a link the same look as the button of the same variant and stays a link', () => {
    renderWithIntl(
      <>
        <Button variant="secondary">Choisir</Button>
        <a href="mailto:support@lexdesk.be" className={buttonClassName({ variant: 'secondary' })}>
          Nous contacter
        </a>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Nous contacter' });
    expect(link.className).toBe(screen.getByRole('button', { name: 'Choisir' }).className);
    expect(buttonClassName({ variant: 'primary' })).not.toBe(link.className);
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

  describe('on a bar narrower than its tabs (a phone)', () => {
    const keys = ['demand', 'litigant', 'office', 'juridical'];
    const TAB_WIDTH = 100;
    const BAR_WIDTH = 300;
    let rects: jest.SpyInstance;

    // jsdom lays nothing out: the bar is 300 px wide, each tab 100 px, placed by the bar's scroll offset.
    beforeEach(() => {
      rects = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(
        this: HTMLElement,
      ) {
        const box = (left: number, width: number) => new DOMRect(left, 0, width, 44);
        if (this.tagName === 'UL') return box(0, BAR_WIDTH);
        const bar = this.closest('ul');
        const index = keys.indexOf(this.textContent ?? '');
        return box(index * TAB_WIDTH - (bar?.scrollLeft ?? 0), TAB_WIDTH);
      });
    });

    afterEach(() => rects.mockRestore());

    const bar = (activeKey: string) => (
      <LinkTabs
        label="Affaire"
        activeKey={activeKey}
        items={keys.map((key) => ({
          key,
          render: (props) => (
            <a href={`/${key}`} {...props}>
              {key}
            </a>
          ),
        }))}
      />
    );

    /** The browser's next frame, where the bar measures its tabs. */
    const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

    it('scrolls the bar so that the current tab is in sight, with a little of the next one', async () => {
      renderWithIntl(bar('juridical'));
      const list = screen.getByRole('list');
      // Measured in the next frame, where the browser lays the page out anyway, not in the render's own task.
      expect(rects).not.toHaveBeenCalled();
      await nextFrame();
      // The last tab ends at 400 px: the bar scrolls until it ends 32 px before the bar's right edge.
      expect(list.scrollLeft).toBe(4 * TAB_WIDTH - (BAR_WIDTH - 32));
      const tab = screen.getByRole('link', { name: 'juridical' }).getBoundingClientRect();
      expect(tab.left).toBeGreaterThanOrEqual(0);
      expect(tab.right).toBeLessThanOrEqual(BAR_WIDTH);
    });

    it('scrolls back when the current tab is before the visible part, and not at all when it is in sight', async () => {
      const { rerender } = renderWithIntl(bar('juridical'));
      const list = screen.getByRole('list');
      await nextFrame();
      rerender(bar('litigant'));
      await nextFrame();
      // The second tab starts at 100 px: in sight again with 32 px of the first one.
      expect(list.scrollLeft).toBe(TAB_WIDTH - 32);
      rerender(bar('office'));
      await nextFrame();
      expect(list.scrollLeft).toBe(TAB_WIDTH - 32);
    });
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
