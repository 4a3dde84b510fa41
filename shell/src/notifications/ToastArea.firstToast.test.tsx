import { notify, useNotificationStore } from '@lexdesk/shared';
import { act, render, screen } from '@testing-library/react';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { ToastArea } from './ToastArea';

// A file of its own: the toasts' chunk is not loaded yet here, as on a page load.
describe('ToastArea before any toast', () => {
  it('fetches the toasts with the first notification and shows it in its live region', async () => {
    useNotificationStore.setState({ items: [] });
    render(
      <ShellIntlProvider>
        <ToastArea />
      </ShellIntlProvider>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      notify.success('Première notification');
    });
    expect(await screen.findByText('Première notification')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Succès : Première notification');
  });
});
