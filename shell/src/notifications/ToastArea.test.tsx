import { notify, TOAST_DURATION_MS, useNotificationStore } from '@lexdesk/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { loadToasts, TOAST_RESERVE_PROPERTY, ToastArea } from './ToastArea';

function renderArea() {
  return render(
    <ShellIntlProvider>
      <ToastArea />
    </ShellIntlProvider>,
  );
}

// The toasts' chunk comes with the first notification; loaded beforehand here, a toast shows in the same render.
beforeAll(() => loadToasts());

beforeEach(() => {
  useNotificationStore.setState({ items: [] });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ToastArea', () => {
  it('has both live regions in the page before anything is said', () => {
    renderArea();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('announces a success politely with its type, its icon hidden from assistive technology', () => {
    renderArea();
    act(() => {
      notify.success('Données enregistrées');
    });
    const polite = screen.getByRole('status');
    expect(within(polite).getByText('Données enregistrées')).toBeInTheDocument();
    expect(polite).toHaveTextContent('Succès : Données enregistrées');
    expect(polite.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(screen.getByRole('alert')).queryByText('Données enregistrées')).not.toBeInTheDocument();
  });

  it('puts errors in the alert region and alerts in the polite one, each with its own icon', () => {
    renderArea();
    act(() => {
      notify.error('Error: boom');
      notify.alert('File not supported');
    });
    const alertRegion = screen.getByRole('alert');
    expect(alertRegion).toHaveTextContent('Erreur : Error: boom');
    expect(screen.getByRole('status')).toHaveTextContent('Attention : File not supported');
    const error = alertRegion.querySelector('[data-type="error"]');
    const alert = screen.getByRole('status').querySelector('[data-type="alert"]');
    expect(error?.querySelector('svg')?.innerHTML).not.toEqual(alert?.querySelector('svg')?.innerHTML);
  });

  it('removes a toast with its close button labelled "Fermer"', async () => {
    renderArea();
    act(() => {
      notify.success('Affaire acceptée');
      notify.success('Affaire clôturée');
    });
    const first = screen.getByText('Affaire acceptée').closest('[data-type]') as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText('Affaire acceptée')).not.toBeInTheDocument();
    expect(screen.getByText('Affaire clôturée')).toBeInTheDocument();
  });

  it('lets the store take a toast away after 6 seconds', () => {
    jest.useFakeTimers();
    renderArea();
    act(() => {
      notify.success('Paramètre enregistré');
    });
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Paramètre enregistré')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Paramètre enregistré')).not.toBeInTheDocument();
  });

  it('keeps room under the page while a toast shows, and gives it back when the last one goes', async () => {
    renderArea();
    const reserve = () => document.documentElement.style.getPropertyValue(TOAST_RESERVE_PROPERTY);
    expect(reserve()).toBe('');
    act(() => {
      notify.success('Affaire acceptée');
    });
    // jsdom lays nothing out: the area's top is 0, so the room is the whole window's height.
    expect(reserve()).toBe(`${window.innerHeight}px`);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(reserve()).toBe('');
  });
});
