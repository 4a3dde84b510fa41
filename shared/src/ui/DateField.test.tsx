import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '../i18n/messages';
import { DateField, parseDisplayDate } from './DateField';

type Language = 'fr' | 'en' | 'nl';

function Harness({ onValue, initial = '' }: { onValue: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function renderIn(language: Language, onValue = jest.fn<void, [string]>(), initial?: string) {
  const user = userEvent.setup();
  render(
    <IntlProvider locale={language} messages={sharedMessages[language]}>
      <Harness onValue={onValue} initial={initial} />
    </IntlProvider>,
  );
  return { user, onValue };
}

describe('parseDisplayDate', () => {
  it.each([
    ['31/12/2026', '2026-12-31'],
    ['1/2/2024', '2024-02-01'],
    ['29/02/2024', '2024-02-29'],
  ])('reads %s as %s', (text, iso) => expect(parseDisplayDate(text)).toBe(iso));

  it.each(['31/02/2026', '29/02/2025', '00/01/2026', '12/13/2026', '2026-12-31', '31/12/26'])('refuses %s', (text) =>
    expect(parseDisplayDate(text)).toBeNull(),
  );
});

describe('DateField', () => {
  it('gives the form the ISO date of what is typed as DD/MM/YYYY', async () => {
    const { user, onValue } = renderIn('fr');
    const input = screen.getByLabelText('Date');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '31/12/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-31');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an ISO value as DD/MM/YYYY', () => {
    renderIn('fr', jest.fn(), '2026-03-05');
    expect(screen.getByLabelText('Date')).toHaveValue('05/03/2026');
  });

  it('refuses a date that is not in the calendar, with a translated error', async () => {
    const { user, onValue } = renderIn('fr');
    const input = screen.getByLabelText('Date');
    await user.type(input, '31/02/2026');
    expect(onValue).toHaveBeenLastCalledWith('31/02/2026');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Format\u00a0: JJ/MM/AAAA Date non valide\u202f; utilisez le format JJ/MM/AAAA (par exemple 31/12/2026).',
    );
  });

  it.each<[Language, string]>([
    ['fr', 'Format\u00a0: JJ/MM/AAAA'],
    ['en', 'Format: DD/MM/YYYY'],
    ['nl', 'Formaat: DD/MM/JJJJ'],
  ])('describes the format in %s', (language, hint) => {
    renderIn(language);
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(hint);
  });
});
