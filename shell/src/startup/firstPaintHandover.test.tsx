import { SelectOnly } from '@lexdesk/shared/core';
import { act, render, screen } from '@testing-library/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { watchFirstPaint } from './firstPaintHandover';

/** What the server sends in #root: the prerendered page, its submit button inert (api/src/plugins/firstPaint.ts). */
const FIRST_PAINT = `
  <div data-first-paint="mf_auth/Login" data-first-paint-locale="fr">
    <form novalidate>
      <label for="fp-email">Email</label><input id="fp-email" name="email" type="email" value="">
      <label for="fp-password">Mot de passe</label><input id="fp-password" name="password" type="password" value="">
      <button type="button" data-first-paint-submit="">Se connecter</button>
    </form>
  </div>`;

/** The live page, written like LoginForm: each change handler spreads the values of its own render. */
function LiveLogin({ onLogin }: { onLogin: (values: { email: string; password: string }) => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [event.target.name]: event.target.value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onLogin(values);
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <label htmlFor="live-email">Email</label>
      <input id="live-email" name="email" type="email" value={values.email} onChange={onChange} />
      <label htmlFor="live-password">Mot de passe</label>
      <input id="live-password" name="password" type="password" value={values.password} onChange={onChange} />
      <button type="submit">Se connecter</button>
    </form>
  );
}

function serverFirstPaint(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = FIRST_PAINT;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the first paint handing over to the live page', () => {
  it('carries what was typed, the focus and a press on the button over to the live page', async () => {
    const container = serverFirstPaint();
    const handover = watchFirstPaint(container);
    expect(handover?.module).toBe('mf_auth/Login');
    expect(handover?.locale).toBe('fr');

    // The visitor types both fields and presses the button before the page's scripts have arrived.
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const password = screen.getByLabelText('Mot de passe') as HTMLInputElement;
    email.value = 'marc@cabinet.be';
    password.focus();
    password.value = 'secret-password';
    password.setSelectionRange(2, 4);
    screen.getByRole('button', { name: 'Se connecter' }).click();

    const onLogin = jest.fn();
    render(<LiveLogin onLogin={onLogin} />, { container });
    await act(async () => handover?.restore(flushSync));

    // The static page is gone; its values are in the live fields (and their state), the caret where it was.
    expect(container.querySelector('[data-first-paint]')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('marc@cabinet.be');
    const livePassword = screen.getByLabelText('Mot de passe') as HTMLInputElement;
    expect(livePassword).toHaveValue('secret-password');
    expect(livePassword).toHaveFocus();
    expect([livePassword.selectionStart, livePassword.selectionEnd]).toEqual([2, 4]);
    expect(onLogin).toHaveBeenCalledWith({ email: 'marc@cabinet.be', password: 'secret-password' });
  });

  it('changes nothing the visitor did not touch, and submits nothing unasked', async () => {
    const container = serverFirstPaint();
    const handover = watchFirstPaint(container);
    const onLogin = jest.fn();
    render(<LiveLogin onLogin={onLogin} />, { container });
    await act(async () => handover?.restore(flushSync));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Email')).not.toHaveFocus();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('can drop the first paint at once, and finds none in a plain page', () => {
    const container = serverFirstPaint();
    watchFirstPaint(container)?.discard();
    expect(container).toBeEmptyDOMElement();

    const plain = document.createElement('div');
    expect(watchFirstPaint(plain)).toBeNull();
    expect(watchFirstPaint(null)).toBeNull();
  });

  it("carries a language chosen in the first paint's native select to the live page's dropdown", async () => {
    // What SelectOnly prerenders (no document at build time): a native select named like the live one.
    const container = document.createElement('div');
    container.innerHTML = `
      <div data-first-paint="mf_auth/Login" data-first-paint-locale="fr">
        <label for="fp-lang">Langue</label>
        <select id="fp-lang" name="lang"><option value="fr" selected>Français</option><option value="nl">Nederlands</option></select>
      </div>`;
    document.body.append(container);
    const handover = watchFirstPaint(container);
    (screen.getByLabelText('Langue') as HTMLSelectElement).value = 'nl';

    const onChange = jest.fn();
    function LiveSwitch() {
      const [value, setValue] = useState('fr');
      return (
        <SelectOnly
          compact
          label="Langue"
          name="lang"
          options={[
            { value: 'fr', label: 'Français' },
            { value: 'nl', label: 'Nederlands' },
          ]}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<LiveSwitch />, { container });
    await act(async () => handover?.restore(flushSync));
    expect(onChange).toHaveBeenCalledWith('nl');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveTextContent('Nederlands');
  });
});
