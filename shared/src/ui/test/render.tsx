// Test helper for the kit (not exported from the package).
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '../../i18n/messages';

function Providers({ children }: { children: ReactNode }) {
  return (
    <IntlProvider
      locale="fr"
      messages={sharedMessages.fr}
      onError={(error) => {
        // A missing text is a bug: fail the test instead of printing the id.
        throw error;
      }}
    >
      {children}
    </IntlProvider>
  );
}

export function renderWithIntl(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
