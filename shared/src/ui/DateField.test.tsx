import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '../i18n/messages';
import { isIsoDate } from '../domain/answers';
import { DateField, formatDisplayDate, parseDisplayDate } from './DateField';

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
    // The other ways Belgians write a date, day first.
    ['15.10.2026', '2026-10-15'],
    ['15-10-2026', '2026-10-15'],
    ['15 10 2026', '2026-10-15'],
    [' 15 / 10 / 2026 ', '2026-10-15'],
    // The ISO form (autofill, a paste): nobody reads it another way.
    ['2026-10-15', '2026-10-15'],
    ['2026-1-5', '2026-01-05'],
  ])('reads %s as %s', (text, iso) => expect(parseDisplayDate(text)).toBe(iso));

  it.each(['31/02/2026', '29/02/2025', '00/01/2026', '12/13/2026', '31/12/26', '2026-02-30', '2026/10/15', '15102026'])(
    'refuses %s',
    (text) => expect(parseDisplayDate(text)).toBeNull(),
  );

  it('accepts every ISO date the intake schema and the API accept, as that very date', () => {
    for (let day = new Date(Date.UTC(2024, 0, 1)); day.getUTCFullYear() < 2025; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      expect(isIsoDate(iso)).toBe(true);
      expect(parseDisplayDate(iso)).toBe(iso);
      expect(parseDisplayDate(formatDisplayDate(iso))).toBe(iso);
    }
  });
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

  it('takes a date typed in ISO form silently: the form gets it, no error shows, and it reads DD/MM/YYYY once left', async () => {
    const { user, onValue } = renderIn('fr');
    const input = screen.getByLabelText('Date');
    await user.type(input, '2026-10-15');
    expect(onValue).toHaveBeenLastCalledWith('2026-10-15');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Date non valide/)).not.toBeInTheDocument();
    expect(input).toHaveValue('15/10/2026');
  });

  it('never hands on a text it flags: an impossible ISO date stays text the schema refuses', async () => {
    const { user, onValue } = renderIn('fr');
    const input = screen.getByLabelText('Date');
    await user.type(input, '2026-02-30');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(isIsoDate(onValue.mock.lastCall?.[0] ?? '')).toBe(false);
  });

  it('offers no calendar button with a mouse: the text field alone', () => {
    renderIn('fr');
    expect(screen.queryByLabelText('Choisir la date dans un calendrier')).not.toBeInTheDocument();
  });

  describe('on a touch screen', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query === '(pointer: coarse)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('offers the device calendar, whose choice the field writes as DD/MM/YYYY and hands on as ISO', () => {
      const { onValue } = renderIn('nl');
      const picker = screen.getByLabelText('De datum in een kalender kiezen');
      expect(picker).toHaveAttribute('type', 'date');
      fireEvent.change(picker, { target: { value: '2026-10-15' } });
      expect(onValue).toHaveBeenLastCalledWith('2026-10-15');
      expect(screen.getByLabelText('Date')).toHaveValue('15/10/2026');
      expect(screen.getByLabelText('Date')).not.toHaveAttribute('aria-invalid');
    });

    it('shows the typed date in the calendar', async () => {
      const { user } = renderIn('fr');
      await user.type(screen.getByLabelText('Date'), '05/03/2026');
      expect(screen.getByLabelText('Choisir la date dans un calendrier')).toHaveValue('2026-03-05');
    });
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
